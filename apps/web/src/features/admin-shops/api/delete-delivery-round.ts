import type { ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/shops/{id}/delivery-rounds/{roundId}: its orders keep the times they were promised. */
export function deleteDeliveryRound(shopId: number, roundId: number) {
  return api.delete<ShopCalendar>(`/api/admin/shops/${shopId}/delivery-rounds/${roundId}`, { quietStatuses: [404] });
}
