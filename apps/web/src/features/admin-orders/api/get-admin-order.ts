import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { adminOrderKey } from './keys';

/** GET /api/admin/orders/{id}: the order with its history; another shop's order answers 404 like a missing one. */
export function getAdminOrder(id: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/orders/{id}', { params: { id }, signal, quietStatuses: [404] });
}

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminOrderKey(id), queryFn: ({ signal }) => getAdminOrder(id, signal) });

/** An unknown order goes to the error page's 404 variant. */
export function useAdminOrder(id: number) {
  return useQuery({ ...adminOrderQueryOptions(id), throwOnError: (error) => isApiError(error, 404) });
}
