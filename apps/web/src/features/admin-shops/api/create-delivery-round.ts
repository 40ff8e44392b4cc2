import type { DeliveryRoundRequest, ShopCalendar } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/shops/{id}/delivery-rounds: a weekly delivery round (409 when it overlaps another). */
export function createDeliveryRound(shopId: number, body: DeliveryRoundRequest) {
  return api.post<ShopCalendar>(`/api/admin/shops/${shopId}/delivery-rounds`, body, { quietStatuses: [400, 404, 409] });
}
