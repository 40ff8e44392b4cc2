import { api } from '../../../lib/api-client';

/** A holiday day removed, only while it has no order (409 otherwise). */
export function deleteHoliday(shopId: number, holidayId: number) {
  return api.call('DELETE /api/admin/shops/{id}/holidays/{holidayId}', {
    params: { id: shopId, holidayId },
    quietStatuses: [404, 409],
  });
}
