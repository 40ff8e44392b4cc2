import type { DeleteAccountRequest, User } from '@boucherie/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * POST /api/accounts/delete {confirm: true}: erases the account and ends its sessions. A 409 says why the
 * account cannot close yet (an order in progress, the last owner).
 */
export function deleteAccount() {
  const body: z.input<typeof DeleteAccountRequest> = { confirm: true };
  return api.post<User>('/api/accounts/delete', body, { quietStatuses: [409] });
}
