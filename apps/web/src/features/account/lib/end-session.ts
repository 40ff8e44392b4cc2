import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../session';

/**
 * Runs a call that ends the session (logout, deletion). Its answer says "not authenticated", which the
 * session watcher (app/session-expiry.ts) would take for an expired session and answer with the login
 * page; forgetting the user first tells it this end is wanted. A failure gives the user back.
 */
export async function endSession<T>(queryClient: QueryClient, call: () => Promise<T>): Promise<T> {
  const user = queryClient.getQueryData(ME_QUERY_KEY);
  queryClient.setQueryData(ME_QUERY_KEY, null);
  try {
    return await call();
  } catch (error) {
    queryClient.setQueryData(ME_QUERY_KEY, user);
    throw error;
  }
}
