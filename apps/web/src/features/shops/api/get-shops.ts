import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export function getShops(signal?: AbortSignal) {
  return api.call('GET /api/shops', { signal });
}

export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/shops'),
    queryFn: ({ signal }) => getShops(signal),
    staleTime: 10 * 60_000,
  });

export function useShops() {
  return useQuery(shopsQueryOptions());
}
