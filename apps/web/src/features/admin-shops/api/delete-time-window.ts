import { api } from '../../../lib/api-client';

/** A window removed, only while no order chose it (409 otherwise). */
export function deleteTimeWindow(shopId: number, windowId: number) {
  return api.call('DELETE /api/admin/shops/{id}/time-windows/{windowId}', {
    params: { id: shopId, windowId },
    quietStatuses: [404, 409],
  });
}
