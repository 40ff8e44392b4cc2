import type { MessageResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/reset-password/reset: the e-mailed token and the new password. */
export function resetPassword(body: { token: string; password: string }) {
  return api.post<MessageResponse>('/api/accounts/reset-password/reset', body, { quietStatuses: [400, 429] });
}
