import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const ADMIN_ME_KEY = queryKeyOf('GET /api/admin/me');

/** GET /api/admin/me: who works at the counter, and at which shops (every shop for the owner). 403: a customer. */
export function getAdminMe(signal?: AbortSignal) {
  return api.call('GET /api/admin/me', { signal, quietStatuses: [401, 403] });
}

export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_ME_KEY,
    queryFn: ({ signal }) => getAdminMe(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
