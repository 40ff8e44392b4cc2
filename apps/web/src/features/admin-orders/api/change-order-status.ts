import type { ChangeOrderStatusRequest } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreOrderAnswer } from './use-store-order-answer';

/** POST /api/admin/orders/{id}/status: one step forward, or Cancelled with a reason; 409 for a move not allowed. */
export function changeOrderStatus(orderId: number, body: ChangeOrderStatusRequest) {
  return api.call('POST /api/admin/orders/{id}/status', {
    params: { id: orderId },
    body,
    quietStatuses: [400, 404, 409],
  });
}

/** Moves the order one step, or cancels it with a reason. */
export function useChangeStatus(orderId: number) {
  const store = useStoreOrderAnswer();
  return useMutation({
    mutationFn: (body: ChangeOrderStatusRequest) => changeOrderStatus(orderId, body),
    onSuccess: store,
  });
}
