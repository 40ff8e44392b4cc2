import type { RegisterRequest, User } from '@boucherie/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Registration = z.output<typeof RegisterRequest>;

/** POST /api/accounts/register: the new user, logged in and not verified yet; the code leaves by SMS. */
export function register(body: Registration) {
  return api.post<User>('/api/accounts/register', body, { quietStatuses: [400, 429] });
}
