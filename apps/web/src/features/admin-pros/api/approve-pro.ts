import type { PendingProsResponse } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PENDING_PROS_KEY } from './get-pending-pros';

/** POST /api/admin/customers/{id}/approve-pro: the account gets pro prices; the customer is told by e-mail. */
export function approvePro(customerId: number) {
  return api.call('POST /api/admin/customers/{id}/approve-pro', {
    params: { id: customerId },
    quietStatuses: [400, 404, 409],
  });
}

/** Approves a pro account; it leaves the list at once. */
export function useApprovePro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePro,
    onSuccess: (_answer, customerId) => {
      queryClient.setQueryData<PendingProsResponse>(PENDING_PROS_KEY, (list) =>
        list ? { items: list.items.filter((pro) => pro.id !== customerId) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: PENDING_PROS_KEY });
    },
  });
}
