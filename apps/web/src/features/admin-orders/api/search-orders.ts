import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchOrdersKey, searchQuery } from './keys';

/**
 * GET /api/admin/orders?Search without a day: the open orders of the viewer's shops on every day, today's
 * and the nearest first (a complete number finds its order whatever its status). One page: past a
 * hundred, the search wants another word.
 */
export function searchOrders(search: string, signal?: AbortSignal) {
  return api.call('GET /api/admin/orders', { signal, query: searchQuery(search) });
}

export const searchOrdersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: searchOrdersKey(search),
    queryFn: ({ signal }) => searchOrders(search, signal),
  });

/** The orders found; while the next search loads, the last answer stays on screen. */
export function useSearchOrders(search: string) {
  return useQuery({ ...searchOrdersQueryOptions(search), placeholderData: keepPreviousData });
}
