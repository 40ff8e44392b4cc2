import type { ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/shops/{id}/holidays/{holidayId}: only while the day has no order (409 otherwise). */
export function deleteHoliday(shopId: number, holidayId: number) {
  return api.delete<ShopCalendar>(`/api/admin/shops/${shopId}/holidays/${holidayId}`, { quietStatuses: [404, 409] });
}
