import type { AdminOrderDetail } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_KEY, adminOrderKey } from './keys';

/**
 * The server answers the whole updated order: shown at once, and the day's lists are asked again. A read of
 * the order still on its way (asked by the event of an earlier change) was asked before this change: it is
 * dropped, or its older answer would land after this one (issue 30: the total stayed stale after a second
 * weighing).
 */
export function useStoreOrderAnswer() {
  const queryClient = useQueryClient();
  return async (order: AdminOrderDetail) => {
    await queryClient.cancelQueries({ queryKey: adminOrderKey(order.id) });
    queryClient.setQueryData(adminOrderKey(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
  };
}
