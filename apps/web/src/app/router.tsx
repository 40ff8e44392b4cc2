import { WEB_ROUTES, type WebRoute } from '@boucherie/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { type ChunkReloader, chunkReloader } from './chunk-reload';
import { RouteErrorBoundary } from './error-page';
import { PageLayout } from './layout/page-layout';
import { pageFor } from './pages';
import { pathNotFound } from './route-errors';
import { createRouteLoader } from './route-loader';
import { StartupFallback } from './startup-fallback';

/**
 * The shop's routes, built from the contract's table: every page uses the page layout; the
 * catch-all and every error use the error layout (the root's error boundary). A page whose chunk
 * is gone after a deployment reloads the whole page once (chunk-reload.ts).
 */
export function createRoutes(
  queryClient: QueryClient,
  table: readonly WebRoute[] = WEB_ROUTES,
  reloader: ChunkReloader = chunkReloader,
): RouteObject[] {
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
            lazy: reloader.lazyWithReload(pageFor(route.name)),
          })),
        },
        {
          id: 'catch-all',
          path: '*',
          loader: ({ request }) => {
            throw pathNotFound(new URL(request.url).pathname);
          },
          // Never shown (the loader always throws); said, so the router does not warn of an empty page.
          element: null,
        },
      ],
    },
  ];
}
