import { ORDERS_DEFAULT_PAGE_SIZE } from '@boucherie/contract';
import { keepPreviousData, type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** Every page of the user's orders. */
export const ORDERS_QUERY_KEY = queryKeyOf('GET /api/orders');

/**
 * Every cached answer about the user's orders (the list, each order, the slots): what an order's change may
 * have made stale.
 */
export const isOrdersQuery = (query: Query) => String(query.queryKey[0]).startsWith('GET /api/orders');

export function getOrders(pageNumber: number, pageSize: number, signal?: AbortSignal) {
  return api.call('GET /api/orders', { signal, query: { PageNumber: pageNumber, PageSize: pageSize } });
}

/** The user's orders, newest first, one page at a time. */
export const ordersQueryOptions = (pageNumber: number, pageSize = ORDERS_DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/orders', { query: { PageNumber: pageNumber, PageSize: pageSize } }),
    queryFn: ({ signal }) => getOrders(pageNumber, pageSize, signal),
  });

export function useOrders(pageNumber: number) {
  return useQuery({ ...ordersQueryOptions(pageNumber), placeholderData: keepPreviousData });
}
