import type { CreateLotRequest, UpdateLotRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOTS_KEY } from './get-lots';

/** POST /api/admin/lots: the slaughterhouse ticket, recorded; its 400 names the field at fault. */
export function createLot(body: CreateLotRequest) {
  return api.call('POST /api/admin/lots', { body, quietStatuses: [400] });
}

/** PATCH /api/admin/lots/{id}: the fields that changed. */
export function updateLot(id: number, body: UpdateLotRequest) {
  return api.call('PATCH /api/admin/lots/{id}', { params: { id }, body, quietStatuses: [400, 404] });
}

/** A new lot (no id) or a change to one; the list is read again either way. */
export function useSaveLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateLotRequest | UpdateLotRequest }) =>
      id === null ? createLot(body as CreateLotRequest) : updateLot(id, body as UpdateLotRequest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOTS_KEY }),
  });
}
