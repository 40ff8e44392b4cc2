import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export function getOrder(id: number, signal?: AbortSignal) {
  return api.call('GET /api/orders/{id}', { params: { id }, signal, quietStatuses: [404] });
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/orders/{id}', { params: { id } }),
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
