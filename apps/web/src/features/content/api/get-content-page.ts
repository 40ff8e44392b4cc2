import type { ContentPage, ContentSlug } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export function getContentPage(slug: ContentSlug, signal?: AbortSignal) {
  return api.get<ContentPage>(`/api/content/${slug}`, { signal, quietStatuses: [404] });
}

export const contentPageQueryOptions = (slug: ContentSlug) =>
  queryOptions({
    queryKey: ['content', slug],
    queryFn: ({ signal }) => getContentPage(slug, signal),
    // The server caches a page five minutes; legal texts change rarely.
    staleTime: 5 * 60_000,
  });

/** A page the server does not know is a "page not found": the 404 goes to the route's error page. */
export function useContentPage(slug: ContentSlug) {
  return useQuery({ ...contentPageQueryOptions(slug), throwOnError: (error) => isApiError(error, 404) });
}
