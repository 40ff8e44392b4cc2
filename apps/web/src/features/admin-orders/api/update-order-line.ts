import type { AdminOrderDetail, UpdateOrderLineRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/admin/orders/{id}/lines/{lineId}: a real weight (kg) or unavailable; answers the re-priced
 * order. A weight more than 25 % away from the ordered quantity answers 409 unless `confirm` is true.
 */
export function updateOrderLine(orderId: number, lineId: number, body: UpdateOrderLineRequest) {
  return api.put<AdminOrderDetail>(`/api/admin/orders/${orderId}/lines/${lineId}`, body, {
    quietStatuses: [400, 404, 409],
  });
}
