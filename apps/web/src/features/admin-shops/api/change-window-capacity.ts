import { api } from '../../../lib/api-client';

/** A window's capacity (lower: no new orders in it). */
export function changeWindowCapacity(shopId: number, windowId: number, capacity: number) {
  return api.call('PATCH /api/admin/shops/{id}/time-windows/{windowId}', {
    params: { id: shopId, windowId },
    body: { capacity },
    quietStatuses: [400, 404],
  });
}
