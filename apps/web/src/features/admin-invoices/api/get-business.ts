import type { BusinessIdentity } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const BUSINESS_KEY = ['admin', 'business'] as const;

/** GET /api/admin/business: the business's legal identity (owner only). */
export function getBusiness(signal?: AbortSignal) {
  return api.get<BusinessIdentity>('/api/admin/business', { signal, quietStatuses: [403] });
}

export function useBusiness() {
  return useQuery(queryOptions({ queryKey: BUSINESS_KEY, queryFn: ({ signal }) => getBusiness(signal) }));
}
