import type { CustomersResponse } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CUSTOMERS_KEY = ['admin', 'customers'] as const;

/** GET /api/admin/customers?Search&PageNumber: the owner's customers, or staff's shops' customers. */
export function searchCustomers(search: string, page: number, signal?: AbortSignal) {
  return api.get<CustomersResponse>('/api/admin/customers', {
    signal,
    query: { Search: search, PageNumber: page > 1 ? page : undefined },
    quietStatuses: [400, 403],
  });
}

export const customersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'search', search, page],
    queryFn: ({ signal }) => searchCustomers(search, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(search: string, page: number) {
  return useQuery(customersQueryOptions(search, page));
}
