import type { UpdateShopRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Any subset of a shop's settings (owner only). */
export function updateShop(shopId: number, body: UpdateShopRequest) {
  return api.call('PATCH /api/admin/shops/{id}', { params: { id: shopId }, body, quietStatuses: [400, 404, 409] });
}
