import type { UpdateStaffRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

/** PATCH /api/admin/staff/{id}: name, role or shops; effective on the person's next request. */
export function updateStaff(id: number, body: UpdateStaffRequest) {
  return api.call('PATCH /api/admin/staff/{id}', { params: { id }, body, quietStatuses: [400, 404, 409] });
}

export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffRequest) => updateStaff(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
