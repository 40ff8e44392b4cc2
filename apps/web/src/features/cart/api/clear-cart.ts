import { api } from '../../../lib/api-client';

/** Empties the server cart; answers the (empty) cart. */
export function clearCart() {
  return api.call('POST /api/carts/clear');
}
