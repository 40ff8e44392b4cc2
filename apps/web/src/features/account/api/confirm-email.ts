import type { ConfirmEmailRequest, MessageResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/accounts/confirm-email: the token of the link mailed to the new address, logged in or not; a
 * link used, expired or unknown is a 400 with errors.Token.
 */
export function confirmEmail(body: ConfirmEmailRequest) {
  return api.post<MessageResponse>('/api/accounts/confirm-email', body, { quietStatuses: [400, 429] });
}
