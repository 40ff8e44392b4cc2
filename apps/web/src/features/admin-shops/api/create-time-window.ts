import type { ShopCalendar, TimeWindowRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/shops/{id}/time-windows: a pickup window or a delivery round of one day. */
export function createTimeWindow(shopId: number, body: TimeWindowRequest) {
  return api.post<ShopCalendar>(`/api/admin/shops/${shopId}/time-windows`, body, { quietStatuses: [400, 404, 409] });
}
