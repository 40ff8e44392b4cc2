import type { CartResponse, UpdateCartRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Sets one line of the server cart (0 removes it); answers the whole cart. */
export function updateCartLine(body: UpdateCartRequest) {
  return api.put<CartResponse>('/api/carts', body, { quietStatuses: [400] });
}
