import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { allButMe, meQueryOptions } from '../features/session/api/get-me';
import { nextTask } from '../lib/next-task';
import { chunkReloader } from './chunk-reload';
import { rootHydrated, startHydrating } from './hydration';
import { loadIslands, whenIdle } from './island';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';
import { watchSessionEnd } from './session-expiry';
import { readSsrState } from './ssr-state';

declare global {
  interface Window {
    /** Read by createBrowserRouter (react-router's hydration format). */
    __staticRouterHydrationData?: Partial<HydrationState>;
  }
}

// The app's start: the data cache and the router, then React on the page (app/start is loaded by main.tsx).

/** A server-rendered page hydrates with its route's code already there, as on the server. */
async function loadLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * An error a route's error page caught: that page shows it and logs what is unexpected (error-page.tsx).
 * React Router would print every one as an error too, an expected 404 (an order not the viewer's) included.
 */
const shownByAnErrorPage = () => {};

/**
 * Tells app/hydration.ts that React runs the page; it marks the document once the parts whose code waits
 * for idle time run too (`<html data-hydrated>`), then calls `onHydrated`. This effect comes after
 * RouterProvider's layout effect, which subscribes to the router, so whatever else follows the router
 * subscribes after it (react-router #14356: a subscriber before RouterProvider's own, while the page
 * hydrates in a transition, left it on the fallback).
 */
function HydratedMark({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    rootHydrated(onHydrated);
  }, [onHydrated]);
  return null;
}

/**
 * The server's answers show at once, and the browser asks again once the page runs and the browser is idle:
 * the page is as fresh as its own calls, and an API failing for this browser shows as on any other page (the
 * 500 toast). Not while hydrating: those calls, their JSON and the comparison of their answers filled the
 * page's start (issue 43). Identical answers change nothing on screen. Who is logged in was asked for this
 * very request.
 */
function askAgain(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: allButMe });
}

/** Starts the app; `onHydrated` runs once React runs the page (main.tsx replays early presses then). */
export async function start(onHydrated?: () => void) {
  const queryClient = createQueryClient();
  const ssr = readSsrState();
  // From here, the parts of a server-rendered page wait for idle time (app/island.tsx); a page rendered
  // here shows its header and footer with it, not a moment after: their code loads at once, beside the rest.
  const islands = ssr ? undefined : loadIslands();
  if (ssr) {
    startHydrating();
    hydrate(queryClient, ssr.queries);
    window.__staticRouterHydrationData = ssr.router;
  }
  // Who is there is asked at once, while the first page's code downloads (unless the server said).
  void queryClient.prefetchQuery(meQueryOptions());
  const routes = createRoutes(queryClient);
  // Building the route table, matching it and building the router each took a long task of a phone's start
  // (docs/performance.md): one task each.
  await nextTask();
  if (ssr) await loadLazyMatches(routes);
  await nextTask();
  const router = createBrowserRouter(routes);
  chunkReloader.followNavigation(router);
  watchSessionEnd(queryClient, (to) => void router.navigate(to));

  const afterHydration = () => {
    onHydrated?.();
    if (ssr) void whenIdle().then(() => askAgain(queryClient));
    // What the next navigation needs, loaded now that the page runs (ADR 035).
    void import('./route-prefetch');
    if (import.meta.env.PROD) {
      void import('./update-check').then(({ reloadOnNextNavigation, startUpdateCheck }) => {
        // Hourly: is a newer build deployed? Then the next navigation loads the page from the server.
        const updates = startUpdateCheck({ currentBuildId: __BUILD_ID__ });
        reloadOnNextNavigation(router, updates.isUpdateReady);
      });
    }
  };

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element in index.html');
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} onError={shownByAnErrorPage} />
        <HydratedMark onHydrated={afterHydration} />
      </Providers>
    </StrictMode>
  );
  await nextTask();
  // React 19 logs every error a boundary caught; the only boundaries are the routes' error pages, which
  // log what is unexpected themselves (error-page.tsx).
  const options = { onCaughtError: shownByAnErrorPage };
  // In a transition, React hydrates the page in slices of a few milliseconds, yielding to the browser in
  // between: a tap or a key is answered at once rather than after the whole page (ADR 035).
  // A page rendered here is rendered in a transition too, for the same slices.
  await islands;
  startTransition(() => {
    if (ssr) hydrateRoot(root, app, options);
    else createRoot(root, options).render(app);
  });
}
