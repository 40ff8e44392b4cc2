import { isAdminPath, WEB_ROUTES, type WebRoute } from '@boucherie/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { type ChunkReloader, chunkReloader } from './chunk-reload';
import { isHydrating } from './hydration';
import { island, loadIslands } from './island';
import { PageFocus } from './layout/page-focus';
import { PageLayout } from './layout/page-layout';
import { pageFor } from './pages';
import { pathNotFound } from './route-errors';
import { createRouteLoader } from './route-loader';
import { StartupFallback } from './startup-fallback';

// The error pages: their code waits for idle time, or comes at once when a page fails in the browser (ADR 035).
const ShopRouteError = island(() => import('./error-page').then((m) => m.ShopRouteError));
const RouteErrorBoundary = island(() => import('./error-page').then((m) => m.RouteErrorBoundary));

// The back office's frame, in its own chunk with its pages: customers never download it.
const adminLayout = () => import('./layout/admin-layout').then((m) => ({ Component: m.AdminLayout }));

/**
 * The shop's routes, built from the contract's table: every page uses the page layout, except the
 * back office's (`/admin…`), which use their own. The catch-all and the errors of the shop's pages show
 * inside the page layout, so the 404 page keeps the header's way back (logo, search, cart, catalogue);
 * the root's error boundary (the plain error layout) takes what breaks the layouts themselves. A page
 * whose chunk is gone after a deployment reloads the whole page once (chunk-reload.ts).
 */
export function createRoutes(
  queryClient: QueryClient,
  table: readonly WebRoute[] = WEB_ROUTES,
  reloader: ChunkReloader = chunkReloader,
): RouteObject[] {
  const toRoute = (route: WebRoute): RouteObject => {
    const page = reloader.lazyWithReload(pageFor(route.name));
    return {
      id: route.name,
      path: route.path,
      loader: createRouteLoader(route, queryClient),
      // A page rendered in the browser comes with its parts; a page being hydrated lets them wait (app/island.tsx).
      lazy: async () => {
        const loaded = await page();
        if (!isHydrating()) await loadIslands();
        return loaded;
      },
    };
  };
  const adminRoutes = table.filter((route) => isAdminPath(route.path));
  const shopRoutes = table
    .filter((route) => !isAdminPath(route.path))
    .map((route): RouteObject => ({ ...toRoute(route), errorElement: <ShopRouteError /> }));
  const catchAll: RouteObject = {
    id: 'catch-all',
    path: '*',
    loader: ({ request }) => {
      throw pathNotFound(new URL(request.url).pathname);
    },
    // Never shown (the loader always throws); said, so the router does not warn of an empty page.
    element: null,
    errorElement: <ShopRouteError />,
  };
  return [
    {
      id: 'root',
      element: <PageFocus />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <StartupFallback />,
      children: [
        { element: <PageLayout />, children: [...shopRoutes, catchAll] },
        ...(adminRoutes.length > 0
          ? [{ id: 'admin-layout', lazy: reloader.lazyWithReload(adminLayout), children: adminRoutes.map(toRoute) }]
          : []),
      ],
    },
  ];
}
