import type { ShopsResponse } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getShops(signal?: AbortSignal) {
  return api.get<ShopsResponse>('/api/shops', { signal });
}

export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: ['shops'],
    queryFn: ({ signal }) => getShops(signal),
    staleTime: 10 * 60_000,
  });

export function useShops() {
  return useQuery(shopsQueryOptions());
}
