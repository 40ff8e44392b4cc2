import type { QueryClient } from '@tanstack/react-query';
import { allButMe, ME_QUERY_KEY } from './api/get-me';
import { preferencesStore } from './preferences-store';

/**
 * Forgets the user on this device without calling the server (the session already ended there),
 * with the order date and shop they chose, then refetches what the user saw: articles carry
 * per-user data such as isFavorite.
 */
export function logoutLocally(queryClient: QueryClient) {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  preferencesStore.clearOrderChoices();
  void queryClient.invalidateQueries({ predicate: allButMe });
}
