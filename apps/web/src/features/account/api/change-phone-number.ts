import type { ChangePhoneNumberRequest, User } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/accounts/change-phone-number: an account not yet verified corrects its mobile; the answer is
 * the user with the new number, a new code on its way there. Same limits as a resend (429, Retry-After).
 */
export function changePhoneNumber(body: ChangePhoneNumberRequest) {
  return api.post<User>('/api/accounts/change-phone-number', body, { quietStatuses: [400, 409, 429] });
}
