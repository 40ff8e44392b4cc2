import { queryOptions } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const CART_QUERY_KEY = queryKeyOf('GET /api/carts');

export function getCart(signal?: AbortSignal) {
  return api.call('GET /api/carts', { signal });
}

/** The logged-in user's cart on the server (a visitor's lives in the browser). */
export const cartQueryOptions = () =>
  queryOptions({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => getCart(signal) });
