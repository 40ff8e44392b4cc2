import type { ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/shops/{id}/closing-days/{date}: the shop opens that day again. */
export function removeClosingDay(shopId: number, date: string) {
  return api.delete<ShopCalendar>(`/api/admin/shops/${shopId}/closing-days/${date}`, { quietStatuses: [404] });
}
