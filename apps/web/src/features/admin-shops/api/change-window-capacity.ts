import type { ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/shops/{id}/time-windows/{windowId}: a window's capacity (lower: no new orders in it). */
export function changeWindowCapacity(shopId: number, windowId: number, capacity: number) {
  return api.patch<ShopCalendar>(
    `/api/admin/shops/${shopId}/time-windows/${windowId}`,
    { capacity },
    { quietStatuses: [400, 404] },
  );
}
