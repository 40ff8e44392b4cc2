import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const BUSINESS_KEY = queryKeyOf('GET /api/admin/business');

/** GET /api/admin/business: the business's legal identity (owner only). */
export function getBusiness(signal?: AbortSignal) {
  return api.call('GET /api/admin/business', { signal, quietStatuses: [403] });
}

export function useBusiness() {
  return useQuery(queryOptions({ queryKey: BUSINESS_KEY, queryFn: ({ signal }) => getBusiness(signal) }));
}
