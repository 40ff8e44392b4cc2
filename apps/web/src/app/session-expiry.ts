import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../features/session/api/get-me';
import { logoutLocally } from '../features/session/logout-locally';
import { onAuthenticatedHeader } from '../lib/api-client';

/**
 * When an answer says the session is not authenticated while this tab believes it is logged in,
 * the session ended on the server (expiry, logout elsewhere): forget the user and go to the login page.
 */
export function watchSessionEnd(queryClient: QueryClient, navigate: (to: string) => void) {
  return onAuthenticatedHeader((authenticated) => {
    if (authenticated || !queryClient.getQueryData(ME_QUERY_KEY)) return;
    logoutLocally(queryClient);
    navigate('/account/login');
  });
}
