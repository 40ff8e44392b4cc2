import type { CreateStaffRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

/** POST /api/admin/staff: opens an access; the person receives a link to choose their password. */
export function createStaff(body: CreateStaffRequest) {
  return api.call('POST /api/admin/staff', { body, quietStatuses: [400, 409] });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
