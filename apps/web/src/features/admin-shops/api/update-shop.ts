import type { ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/shops/{id}: any subset of a shop's settings (owner only). */
export function updateShop(shopId: number, body: UpdateShopRequest) {
  return api.patch<ShopCalendar>(`/api/admin/shops/${shopId}`, body, { quietStatuses: [400, 404, 409] });
}
