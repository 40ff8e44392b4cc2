import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const PENDING_PROS_KEY = queryKeyOf('GET /api/admin/pros');

/** GET /api/admin/pros: the pro accounts waiting for the owner's approval (owner only). */
export function getPendingPros(signal?: AbortSignal) {
  return api.call('GET /api/admin/pros', { signal, quietStatuses: [403, 404] });
}

export const pendingProsQueryOptions = () =>
  queryOptions({ queryKey: PENDING_PROS_KEY, queryFn: ({ signal }) => getPendingPros(signal) });

export function usePendingPros() {
  return useQuery(pendingProsQueryOptions());
}
