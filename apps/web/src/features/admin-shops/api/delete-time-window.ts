import type { ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/shops/{id}/time-windows/{windowId}: only while no order chose it (409 otherwise). */
export function deleteTimeWindow(shopId: number, windowId: number) {
  return api.delete<ShopCalendar>(`/api/admin/shops/${shopId}/time-windows/${windowId}`, {
    quietStatuses: [404, 409],
  });
}
