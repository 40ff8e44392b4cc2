import type { LoginRequest, User } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/login: the user, with a new session cookie; a failure is a 400 with errors.Email. */
export function login(body: LoginRequest) {
  return api.post<User>('/api/accounts/login', body, { quietStatuses: [400, 429] });
}
