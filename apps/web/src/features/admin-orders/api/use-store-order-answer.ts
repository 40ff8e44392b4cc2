import type { AdminOrderDetail } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { adminOrderKey, storeInLists } from './keys';

/**
 * The server answers the whole updated order: shown at once, on its page and in the lists that hold it,
 * without asking the lists again; the server's event of the change asks again the one list it changes
 * (use-order-events.ts). A read of the order still on its way (asked by the event of an earlier change) was
 * asked before this change: it is dropped, or its older answer would land after this one (issue 30: the
 * total stayed stale after a second weighing).
 */
export function useStoreOrderAnswer() {
  const queryClient = useQueryClient();
  return async (order: AdminOrderDetail) => {
    await queryClient.cancelQueries({ queryKey: adminOrderKey(order.id) });
    queryClient.setQueryData(adminOrderKey(order.id), order);
    storeInLists(queryClient, order);
  };
}
