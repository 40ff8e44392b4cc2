import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export function getArticleCategories(signal?: AbortSignal) {
  return api.call('GET /api/article-categories', { signal });
}

export const articleCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/article-categories'),
    queryFn: ({ signal }) => getArticleCategories(signal),
    // The shop's departments change rarely.
    staleTime: 10 * 60_000,
  });

export function useArticleCategories() {
  return useQuery(articleCategoriesQueryOptions());
}
