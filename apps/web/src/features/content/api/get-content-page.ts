import type { ContentSlug } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export function getContentPage(slug: ContentSlug, signal?: AbortSignal) {
  return api.call('GET /api/content/{slug}', { params: { slug }, signal, quietStatuses: [404] });
}

export const contentPageQueryOptions = (slug: ContentSlug) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/content/{slug}', { params: { slug } }),
    queryFn: ({ signal }) => getContentPage(slug, signal),
    // The server caches a page five minutes; legal texts change rarely.
    staleTime: 5 * 60_000,
  });

/** A page the server does not know is a "page not found": the 404 goes to the route's error page. */
export function useContentPage(slug: ContentSlug) {
  return useQuery({ ...contentPageQueryOptions(slug), throwOnError: (error) => isApiError(error, 404) });
}
