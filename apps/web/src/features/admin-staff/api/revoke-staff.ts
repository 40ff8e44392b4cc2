import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

/** POST /api/admin/staff/{id}/revoke: the person's sessions end at once. */
export function revokeStaff(id: number) {
  return api.call('POST /api/admin/staff/{id}/revoke', { params: { id }, quietStatuses: [404, 409] });
}

export function useRevokeStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeStaff(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
