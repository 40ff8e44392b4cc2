import type { CustomerDetail } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CUSTOMERS_KEY } from './search-customers';

/** GET /api/admin/customers/{id}: the account, the orders and their totals (404: gone or another shop's). */
export function getCustomer(id: number, signal?: AbortSignal) {
  return api.get<CustomerDetail>(`/api/admin/customers/${id}`, { signal, quietStatuses: [404] });
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
    retry: false,
  });

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}
