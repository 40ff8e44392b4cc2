import type { User } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/verify: the user, now verified; a wrong code is a 400 with errors.ActivationCode. */
export function verifyAccount(activationCode: string) {
  return api.post<User>('/api/accounts/verify', { activationCode }, { quietStatuses: [400, 409, 429] });
}
