import type { HolidayRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** A holiday day's new opening, cut-off, capacity or articles. */
export function updateHoliday(shopId: number, holidayId: number, body: HolidayRequest) {
  return api.call('PUT /api/admin/shops/{id}/holidays/{holidayId}', {
    params: { id: shopId, holidayId },
    body,
    quietStatuses: [400, 404, 409],
  });
}
