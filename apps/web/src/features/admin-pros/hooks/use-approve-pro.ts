import type { PendingProsResponse } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvePro } from '../api/approve-pro';
import { PENDING_PROS_KEY } from '../api/get-pending-pros';

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
