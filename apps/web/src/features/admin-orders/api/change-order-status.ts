import type { AdminOrderDetail, ChangeOrderStatusRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/orders/{id}/status: one step forward, or Cancelled with a reason; 409 for a move not allowed. */
export function changeOrderStatus(orderId: number, body: ChangeOrderStatusRequest) {
  return api.post<AdminOrderDetail>(`/api/admin/orders/${orderId}/status`, body, {
    quietStatuses: [400, 404, 409],
  });
}
