import type { LoginRequest, LoginResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/accounts/login: the user, with a new session cookie; or, for an account with a second factor, the
 * request for its code (no session yet). A failure is a 400 with errors.Email.
 */
export function login(body: LoginRequest) {
  return api.post<LoginResponse>('/api/accounts/login', body, { quietStatuses: [400, 429] });
}
