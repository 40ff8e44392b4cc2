import type { DeliveryRoundRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** A weekly delivery round (409 when it overlaps another). */
export function createDeliveryRound(shopId: number, body: DeliveryRoundRequest) {
  return api.call('POST /api/admin/shops/{id}/delivery-rounds', {
    params: { id: shopId },
    body,
    quietStatuses: [400, 404, 409],
  });
}
