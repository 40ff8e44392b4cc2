import { api, type CallArgs } from '../../../lib/api-client';

/** Sets one line of the server cart (0 removes it); answers the whole cart. */
export function updateCartLine(body: CallArgs<'PUT /api/carts'>['body']) {
  return api.call('PUT /api/carts', { body, quietStatuses: [400] });
}
