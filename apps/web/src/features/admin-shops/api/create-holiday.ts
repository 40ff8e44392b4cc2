import type { HolidayRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Opens the holiday orders of one day. */
export function createHoliday(shopId: number, body: HolidayRequest) {
  return api.call('POST /api/admin/shops/{id}/holidays', {
    params: { id: shopId },
    body,
    quietStatuses: [400, 404, 409],
  });
}
