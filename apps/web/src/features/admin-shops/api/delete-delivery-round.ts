import { api } from '../../../lib/api-client';

/** A weekly round removed: its orders keep the times they were promised. */
export function deleteDeliveryRound(shopId: number, roundId: number) {
  return api.call('DELETE /api/admin/shops/{id}/delivery-rounds/{roundId}', {
    params: { id: shopId, roundId },
    quietStatuses: [404],
  });
}
