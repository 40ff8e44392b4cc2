import type { CartResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Empties the server cart; answers the (empty) cart. */
export function clearCart() {
  return api.post<CartResponse>('/api/carts/clear', undefined);
}
