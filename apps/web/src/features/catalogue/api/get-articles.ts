import type { ArticlesQueryParsed, ArticlesResponse } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The article filters, as the API reads them once parsed; absent ones take the API's defaults. */
export type ArticlesFilter = Partial<ArticlesQueryParsed>;

export function getArticles(query: ArticlesFilter, signal?: AbortSignal) {
  return api.get<ArticlesResponse>('/api/articles', { query, signal });
}

export const articlesQueryOptions = (query: ArticlesFilter) =>
  queryOptions({
    queryKey: ['articles', 'list', query],
    queryFn: ({ signal }) => getArticles(query, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useArticles(query: ArticlesFilter) {
  return useQuery(articlesQueryOptions(query));
}
