import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const LOTS_KEY = queryKeyOf('GET /api/admin/lots');

/** GET /api/admin/lots: every lot, the open ones first, with the articles sold from each now. */
export function getLots(signal?: AbortSignal) {
  return api.call('GET /api/admin/lots', { signal });
}

export const lotsQueryOptions = () => queryOptions({ queryKey: LOTS_KEY, queryFn: ({ signal }) => getLots(signal) });

export function useLots() {
  return useQuery(lotsQueryOptions());
}
