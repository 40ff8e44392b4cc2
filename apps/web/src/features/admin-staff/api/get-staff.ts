import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const STAFF_KEY = queryKeyOf('GET /api/admin/staff');

/** GET /api/admin/staff: the back office's accounts, revoked ones last (the owner only). */
export function getStaff(signal?: AbortSignal) {
  return api.call('GET /api/admin/staff', { signal, quietStatuses: [403] });
}

export const staffQueryOptions = () => queryOptions({ queryKey: STAFF_KEY, queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
