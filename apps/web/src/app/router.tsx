import { WEB_ROUTES, type WebRoute } from '@boucherie/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './error-page';
import { PageLayout } from './layout/page-layout';
import { pageFor } from './pages';
import { pathNotFound } from './route-errors';
import { createRouteLoader } from './route-loader';
import { StartupFallback } from './startup-fallback';

/**
 * The shop's routes, built from the contract's table: every page uses the page layout; the
 * catch-all and every error use the error layout (the root's error boundary).
 */
export function createRoutes(queryClient: QueryClient, table: readonly WebRoute[] = WEB_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <StartupFallback />,
      children: [
        {
          element: <PageLayout />,
          children: table.map((route) => ({
            id: route.name,
            path: route.path,
            loader: createRouteLoader(route, queryClient),
            lazy: pageFor(route.name),
          })),
        },
        {
          id: 'catch-all',
          path: '*',
          loader: ({ request }) => {
            throw pathNotFound(new URL(request.url).pathname);
          },
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
