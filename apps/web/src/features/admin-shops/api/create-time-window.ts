import type { TimeWindowRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** A pickup window or a delivery round of one day. */
export function createTimeWindow(shopId: number, body: TimeWindowRequest) {
  return api.call('POST /api/admin/shops/{id}/time-windows', {
    params: { id: shopId },
    body,
    quietStatuses: [400, 404, 409],
  });
}
