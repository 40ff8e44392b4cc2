import type { CartResponse } from '@boucherie/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CART_QUERY_KEY = ['cart'] as const;

export function getCart(signal?: AbortSignal) {
  return api.get<CartResponse>('/api/carts', { signal });
}

/** The logged-in user's cart on the server (a visitor's lives in the browser). */
export const cartQueryOptions = () =>
  queryOptions({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => getCart(signal) });
