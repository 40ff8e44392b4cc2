import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** Every customer's page (an erasure changes it). */
export const CUSTOMER_KEY = queryKeyOf('GET /api/admin/customers/{id}');

/** GET /api/admin/customers/{id}: the account, the orders and their totals (404: gone or another shop's). */
export function getCustomer(id: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/customers/{id}', { params: { id }, signal, quietStatuses: [404] });
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/customers/{id}', { params: { id } }),
    queryFn: ({ signal }) => getCustomer(id, signal),
    retry: false,
  });

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}
