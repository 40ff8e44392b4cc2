import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const CUSTOMERS_KEY = queryKeyOf('GET /api/admin/customers');

const searchQuery = (search: string, page: number) => ({ Search: search, PageNumber: page > 1 ? page : undefined });

/** GET /api/admin/customers?Search&PageNumber: the owner's customers, or staff's shops' customers. */
export function searchCustomers(search: string, page: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/customers', {
    signal,
    query: searchQuery(search, page),
    quietStatuses: [400, 403],
  });
}

export const customersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/customers', { query: searchQuery(search, page) }),
    queryFn: ({ signal }) => searchCustomers(search, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(search: string, page: number) {
  return useQuery(customersQueryOptions(search, page));
}
