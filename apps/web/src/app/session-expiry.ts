import type { QueryClient } from '@tanstack/react-query';
import { isLoggedInNow, ME_QUERY_KEY } from '../features/session/api/get-me';
import { logoutLocally } from '../features/session/logout-locally';
import { onAuthenticatedHeader, startedRequestCount } from '../lib/api-client';

/**
 * When an answer says the session is not authenticated while this tab believes it is logged in,
 * the session ended on the server (expiry, logout elsewhere): forget the user and go to the login page.
 * An answer to a request sent before the login is ignored: it left without the session cookie.
 */
export function watchSessionEnd(queryClient: QueryClient, navigate: (to: string) => void) {
  const isLoggedIn = () => isLoggedInNow(queryClient);
  let loggedIn = isLoggedIn();
  let loggedInAfter = startedRequestCount();
  const stopWatchingUser = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== JSON.stringify(ME_QUERY_KEY)) return;
    const now = isLoggedIn();
    if (now && !loggedIn) loggedInAfter = startedRequestCount();
    loggedIn = now;
  });
  const stopListening = onAuthenticatedHeader((authenticated, request) => {
    if (authenticated || !isLoggedIn() || request.number <= loggedInAfter) return;
    logoutLocally(queryClient);
    navigate('/account/login');
  });
  return () => {
    stopWatchingUser();
    stopListening();
  };
}
