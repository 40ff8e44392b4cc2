import { matchWebRoute, type WebRoute } from '@boucherie/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { meQueryOptions } from '../features/session/api/get-me';
import { effectiveSpace, preferencesStore } from '../features/session/preferences-store';
import { readSpaceCookie } from '../features/session/space-cookie';
import { resolveGuard } from './guards';
import { invalidParams } from './route-errors';

const PRO_SPACE_DOORS: readonly string[] = ['account-login', 'account-register'];

/**
 * Runs before a page renders: first the path's parameters (a bad id is a 404 whoever asks),
 * then the route's guard, which may send the visitor elsewhere. On the server it also waits for
 * the page's data, which the browser would rather fetch while the page's code downloads.
 */
export function createRouteLoader(route: WebRoute, queryClient: QueryClient) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (matchWebRoute(url.pathname).kind === 'invalid-params') throw invalidParams(url.pathname);
    // A visitor's pro space lasts for the login page it led to, and the registration offered there
    // (site-header.tsx): any other page is particulier.
    if (!import.meta.env.SSR && !PRO_SPACE_DOORS.includes(route.name)) preferencesStore.leaveVisitorProSpace();
    // Its own chunk: a server-rendered page hydrates without it, and the browser loads it when idle (start.tsx).
    const pageData = import('./route-prefetch').then((m) => m.prefetchRouteData(route.name, url, params, queryClient));
    // Handled here too: in the browser the page shows its own errors, and a redirect leaves it unread.
    pageData.catch(() => {});

    if (route.guard !== null) {
      // Resolved here, not when the routes are built, so an unknown name reaches the error page.
      const guard = resolveGuard(route.guard);
      const user = await queryClient.ensureQueryData(meQueryOptions());
      // The server renders for whoever sent the request: their space is in its cookie.
      const preferred = import.meta.env.SSR
        ? readSpaceCookie(request.headers.get('cookie') ?? '')
        : preferencesStore.get().space;
      const target = guard({ user, space: effectiveSpace(user, preferred), path: `${url.pathname}${url.search}` });
      if (target) throw redirect(target);
    }
    if (import.meta.env.SSR) await pageData;
    return null;
  };
}
