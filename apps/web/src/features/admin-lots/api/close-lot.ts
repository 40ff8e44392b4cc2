import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOTS_KEY } from './get-lots';

/** POST /api/admin/lots/{id}/close: nothing more is sold from it; its articles leave it. */
export function closeLot(id: number) {
  return api.call('POST /api/admin/lots/{id}/close', { params: { id }, quietStatuses: [404, 409] });
}

export function useCloseLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeLot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOTS_KEY }),
  });
}
