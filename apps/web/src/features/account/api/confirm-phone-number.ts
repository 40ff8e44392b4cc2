import type { ConfirmPhoneNumberRequest, User } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/accounts/confirm-phone-number: the code sent to the new mobile of the profile; the answer is the
 * user with that number, the account's other sessions ended. A wrong code is a 400 with errors.Code.
 */
export function confirmPhoneNumber(body: ConfirmPhoneNumberRequest) {
  return api.post<User>('/api/accounts/confirm-phone-number', body, { quietStatuses: [400, 429] });
}
