import type { AdminOrderDetail, ChangeOrderStatusRequest, UpdateOrderLineRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOrderStatus } from '../api/change-order-status';
import { ADMIN_ORDERS_KEY, adminOrderKey } from '../api/keys';
import { updateOrderLine } from '../api/update-order-line';

/**
 * The server answers the whole updated order: shown at once, and the day's lists are asked again. A read of
 * the order still on its way (asked by the event of an earlier change) was asked before this change: it is
 * dropped, or its older answer would land after this one (issue 30: the total stayed stale after a second
 * weighing).
 */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  return async (order: AdminOrderDetail) => {
    await queryClient.cancelQueries({ queryKey: adminOrderKey(order.id) });
    queryClient.setQueryData(adminOrderKey(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
  };
}

export type LineUpdate = { lineId: number } & UpdateOrderLineRequest;

/** Weighs a line or marks it (un)available; the 409 of a weight far from the order is the caller's to ask about. */
export function useUpdateLine(orderId: number) {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({ lineId, ...body }: LineUpdate) => updateOrderLine(orderId, lineId, body),
    onSuccess: store,
  });
}

/** Moves the order one step, or cancels it with a reason. */
export function useChangeStatus(orderId: number) {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (body: ChangeOrderStatusRequest) => changeOrderStatus(orderId, body),
    onSuccess: store,
  });
}
