import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { allButMe, ME_QUERY_KEY } from './api/get-me';
import { preferencesStore } from './preferences-store';
import { isPendingPro, PRO_PENDING_MESSAGE, type SessionUser } from './session-user';

/**
 * The server answered a login (or a registration) with the user: remember them, give them the space,
 * order mode and date of a fresh login, and refetch what depends on who is looking (favourites, cart).
 */
export function loginLocally(queryClient: QueryClient, user: SessionUser) {
  queryClient.setQueryData(ME_QUERY_KEY, user);
  preferencesStore.applyLoginDefaults(user);
  void queryClient.invalidateQueries({ predicate: allButMe });
  // A pro account waiting for approval lands in the particulier space: it is told why.
  if (isPendingPro(user)) void showToast('info', PRO_PENDING_MESSAGE);
}
