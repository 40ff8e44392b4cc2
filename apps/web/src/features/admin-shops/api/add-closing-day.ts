import type { AddClosingDayRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Closes a day: 409 DAY_HAS_ORDERS when orders are already placed that day and `orders` says nothing of them. */
export function addClosingDay(shopId: number, body: AddClosingDayRequest) {
  return api.call('POST /api/admin/shops/{id}/closing-days', {
    params: { id: shopId },
    body,
    quietStatuses: [400, 404, 409],
  });
}
