import type { UpdateOrderLineRequest } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreOrderAnswer } from './use-store-order-answer';

/**
 * PUT /api/admin/orders/{id}/lines/{lineId}: a real weight (kg) or unavailable; answers the re-priced
 * order. A weight beyond the shop's tolerance answers 409 unless `confirm` is true; a rise takes how the
 * customer agreed (`agreement`), which may also be sent alone for the weight already saved.
 */
export function updateOrderLine(orderId: number, lineId: number, body: UpdateOrderLineRequest) {
  return api.call('PUT /api/admin/orders/{id}/lines/{lineId}', {
    params: { id: orderId, lineId },
    body,
    quietStatuses: [400, 404, 409],
  });
}

export type LineUpdate = { lineId: number } & UpdateOrderLineRequest;

/** Weighs a line or marks it (un)available; the 409 of a weight far from the order is the caller's to ask about. */
export function useUpdateLine(orderId: number) {
  const store = useStoreOrderAnswer();
  return useMutation({
    mutationFn: ({ lineId, ...body }: LineUpdate) => updateOrderLine(orderId, lineId, body),
    onSuccess: store,
  });
}
