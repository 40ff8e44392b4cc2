import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const QUANTITY_LIMITS_KEY = queryKeyOf('GET /api/admin/quantity-limits');

/** GET /api/admin/quantity-limits: the most of one article a customer's line may hold (owner only). */
export function getQuantityLimits(signal?: AbortSignal) {
  return api.call('GET /api/admin/quantity-limits', { signal, quietStatuses: [403] });
}

export function useQuantityLimits() {
  return useQuery(queryOptions({ queryKey: QUANTITY_LIMITS_KEY, queryFn: ({ signal }) => getQuantityLimits(signal) }));
}
