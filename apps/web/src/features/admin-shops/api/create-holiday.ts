import type { HolidayRequest, ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/shops/{id}/holidays: opens the holiday orders of one day. */
export function createHoliday(shopId: number, body: HolidayRequest) {
  return api.post<ShopCalendar>(`/api/admin/shops/${shopId}/holidays`, body, { quietStatuses: [400, 404, 409] });
}
