import type { ArticleCategoriesResponse } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getArticleCategories(signal?: AbortSignal) {
  return api.get<ArticleCategoriesResponse>('/api/article-categories', { signal });
}

export const articleCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['article-categories'],
    queryFn: ({ signal }) => getArticleCategories(signal),
    // The shop's departments change rarely.
    staleTime: 10 * 60_000,
  });

export function useArticleCategories() {
  return useQuery(articleCategoriesQueryOptions());
}
