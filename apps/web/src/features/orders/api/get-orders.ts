import { ORDERS_DEFAULT_PAGE_SIZE, type OrdersResponse } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ORDERS_QUERY_KEY = ['orders'] as const;

export function getOrders(pageNumber: number, pageSize: number, signal?: AbortSignal) {
  return api.get<OrdersResponse>('/api/orders', { signal, query: { PageNumber: pageNumber, PageSize: pageSize } });
}

/** The user's orders, newest first, one page at a time. */
export const ordersQueryOptions = (pageNumber: number, pageSize = ORDERS_DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', { pageNumber, pageSize }],
    queryFn: ({ signal }) => getOrders(pageNumber, pageSize, signal),
  });

export function useOrders(pageNumber: number) {
  return useQuery({ ...ordersQueryOptions(pageNumber), placeholderData: keepPreviousData });
}
