import type { AdminOrderDetail, ChangeOrderStatusRequest, UpdateOrderLineRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOrderStatus } from '../api/change-order-status';
import { ADMIN_ORDERS_KEY, adminOrderKey } from '../api/keys';
import { updateOrderLine } from '../api/update-order-line';

/** The server answers the whole updated order: shown at once, and the day's lists are asked again. */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (order: AdminOrderDetail) => {
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
