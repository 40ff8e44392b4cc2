import type { UpdateProfileRequest, User } from '@boucherie/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ProfileUpdate = z.output<typeof UpdateProfileRequest>;

/** PUT /api/accounts: the user as saved. */
export function updateProfile(body: ProfileUpdate) {
  return api.put<User>('/api/accounts', body, { quietStatuses: [400] });
}
