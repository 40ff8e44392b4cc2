import type { MessageResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/logout: ends the session on the server. */
export function logout() {
  return api.post<MessageResponse>('/api/accounts/logout', {});
}
