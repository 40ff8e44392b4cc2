import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotBoxesKey } from './get-lot-boxes';

/** POST /api/admin/lots/{id}/boxes/cancel: the animal is not slaughtered; every box order cancelled and refunded. */
export function cancelLotBoxes(id: number, reason: string) {
  return api.call('POST /api/admin/lots/{id}/boxes/cancel', { params: { id }, body: { reason }, quietStatuses: [400] });
}

export function useCancelLotBoxes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelLotBoxes(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotBoxesKey(id) }),
  });
}
