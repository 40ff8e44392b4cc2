import type { Order } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ORDERS_QUERY_KEY } from './get-orders';

export function getOrder(id: number, signal?: AbortSignal) {
  return api.get<Order>(`/api/orders/${id}`, { signal, quietStatuses: [404] });
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
  });

/** One of the user's orders; an unknown id (or someone else's: 404) goes to the error page's 404 variant. */
export function useOrder(id: number | null) {
  return useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    throwOnError: (error) => isApiError(error, 404),
  });
}
