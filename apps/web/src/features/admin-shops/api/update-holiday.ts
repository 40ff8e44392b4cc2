import type { HolidayRequest, ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/shops/{id}/holidays/{holidayId}: a holiday day's new opening, cut-off, capacity or articles. */
export function updateHoliday(shopId: number, holidayId: number, body: HolidayRequest) {
  return api.put<ShopCalendar>(`/api/admin/shops/${shopId}/holidays/${holidayId}`, body, {
    quietStatuses: [400, 404, 409],
  });
}
