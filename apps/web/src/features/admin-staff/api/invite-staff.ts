import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/staff/{id}/invite: a new link to choose a password, by e-mail. */
export function inviteStaff(id: number) {
  return api.call('POST /api/admin/staff/{id}/invite', { params: { id }, quietStatuses: [404, 409] });
}

export function useInviteStaff(id: number) {
  return useMutation({ mutationFn: () => inviteStaff(id) });
}
