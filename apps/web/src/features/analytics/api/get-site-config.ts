import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export function getSiteConfig(signal?: AbortSignal) {
  return api.call('GET /api/site-config', { signal });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/site-config'),
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked only once the visitor has consented: before that, no call says anything about them. */
export function useSiteConfig(enabled: boolean) {
  return useQuery({ ...siteConfigQueryOptions(), enabled });
}
