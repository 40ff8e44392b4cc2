import { api } from '../../../lib/api-client';

/** The shop opens that day again. */
export function removeClosingDay(shopId: number, date: string) {
  return api.call('DELETE /api/admin/shops/{id}/closing-days/{date}', {
    params: { id: shopId, date },
    quietStatuses: [404],
  });
}
