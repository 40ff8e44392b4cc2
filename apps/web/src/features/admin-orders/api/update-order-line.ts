import type { AdminOrderDetail, UpdateOrderLineRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/admin/orders/{id}/lines/{lineId}: a real weight (kg) or unavailable; answers the re-priced
 * order. A weight beyond the shop's tolerance answers 409 unless `confirm` is true; a rise takes how the
 * customer agreed (`agreement`), which may also be sent alone for the weight already saved.
 */
export function updateOrderLine(orderId: number, lineId: number, body: UpdateOrderLineRequest) {
  return api.put<AdminOrderDetail>(`/api/admin/orders/${orderId}/lines/${lineId}`, body, {
    quietStatuses: [400, 404, 409],
  });
}
