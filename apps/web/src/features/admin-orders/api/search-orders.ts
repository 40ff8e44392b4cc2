import { type AdminOrdersResponse, MAX_PAGE_SIZE } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './keys';

/**
 * GET /api/admin/orders?Search without a day: the open orders of the viewer's shops on every day, today's
 * and the nearest first (a complete number finds its order whatever its status). One page: past a
 * hundred, the search wants another word.
 */
export function searchOrders(search: string, signal?: AbortSignal) {
  return api.get<AdminOrdersResponse>('/api/admin/orders', {
    signal,
    query: { Search: search.trim(), PageSize: MAX_PAGE_SIZE },
  });
}

export const searchOrdersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'search', search.trim()],
    queryFn: ({ signal }) => searchOrders(search, signal),
  });

/** The orders found; while the next search loads, the last answer stays on screen. */
export function useSearchOrders(search: string) {
  return useQuery({ ...searchOrdersQueryOptions(search), placeholderData: keepPreviousData });
}
