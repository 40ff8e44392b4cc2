import { matchWebRoute, type WebRoute } from '@boucherie/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { meQueryOptions } from '../features/session/api/get-me';
import { effectiveSpace, preferencesStore } from '../features/session/preferences-store';
import { resolveGuard } from './guards';
import { invalidParams } from './route-errors';
import { prefetchRouteData } from './route-prefetch';

/**
 * Runs before a page renders: first the path's parameters (a bad id is a 404 whoever asks),
 * then the route's guard, which may send the visitor elsewhere.
 */
export function createRouteLoader(route: WebRoute, queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (matchWebRoute(url.pathname).kind === 'invalid-params') throw invalidParams(url.pathname);
    prefetchRouteData(route.name, queryClient);
    if (route.guard === null) return null;

    // Resolved here, not when the routes are built, so an unknown name reaches the error page.
    const guard = resolveGuard(route.guard);
    const user = await queryClient.ensureQueryData(meQueryOptions());
    const space = effectiveSpace(user, preferencesStore.get().space);
    const target = guard({ user, space, path: `${url.pathname}${url.search}` });
    if (target) throw redirect(target);
    return null;
  };
}
