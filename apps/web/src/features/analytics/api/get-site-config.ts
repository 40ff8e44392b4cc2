import type { SiteConfig } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSiteConfig(signal?: AbortSignal) {
  return api.get<SiteConfig>('/api/site-config', { signal });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked only once the visitor has consented: before that, no call says anything about them. */
export function useSiteConfig(enabled: boolean) {
  return useQuery({ ...siteConfigQueryOptions(), enabled });
}
