import type { MessageResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/reset-password/get-token: the same answer whether the e-mail has an account or not. */
export function requestPasswordReset(email: string) {
  return api.post<MessageResponse>('/api/accounts/reset-password/get-token', { email }, { quietStatuses: [400, 429] });
}
