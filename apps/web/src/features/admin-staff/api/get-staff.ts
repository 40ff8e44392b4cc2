import type { StaffResponse } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const STAFF_KEY = ['admin', 'staff'] as const;

/** GET /api/admin/staff: the back office's accounts, revoked ones last (the owner only). */
export function getStaff(signal?: AbortSignal) {
  return api.get<StaffResponse>('/api/admin/staff', { signal, quietStatuses: [403] });
}

export const staffQueryOptions = () => queryOptions({ queryKey: STAFF_KEY, queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
