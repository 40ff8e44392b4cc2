import type { AddClosingDayRequest, ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/shops/{id}/closing-days: 409 when orders are already placed that day. */
export function addClosingDay(shopId: number, body: AddClosingDayRequest) {
  return api.post<ShopCalendar>(`/api/admin/shops/${shopId}/closing-days`, body, { quietStatuses: [400, 404, 409] });
}
