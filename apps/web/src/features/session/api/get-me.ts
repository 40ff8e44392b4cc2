import { SIGNED_IN_HINT_COOKIE } from '@boucherie/contract';
import { type Query, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';
import type { SessionUser } from '../session-user';

/** Whether a Cookie header (by default, this page's) carries the hint the server sets beside a session. */
export const hasSignedInHint = (cookies?: string) => readCookie(SIGNED_IN_HINT_COOKIE, cookies) === '1';

/**
 * The logged-in user, or null for a visitor: any non-2xx answer means "visitor". In the browser, without
 * the signed-in hint there is no session to ask about (the server keeps the hint in step with it).
 */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  if (typeof document !== 'undefined' && !hasSignedInHint()) return null;
  try {
    return await api.call('GET /api/accounts/me', { signal, quietStatuses: [401, 403, 404] });
  } catch {
    return null;
  }
}

export const ME_QUERY_KEY = queryKeyOf('GET /api/accounts/me');

// Fetched once per page load; login and logout write it with setQueryData.
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useMe() {
  return useQuery(meQueryOptions()).data ?? null;
}

/** Whether someone is logged in, as this tab knows it now: for code that runs at a click, not a render. */
export function isLoggedInNow(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData(ME_QUERY_KEY));
}

/** Every query but "who is logged in": what a login or a logout makes stale, since answers are per user. */
export const allButMe = (query: Query) => query.queryKey[0] !== ME_QUERY_KEY[0];
