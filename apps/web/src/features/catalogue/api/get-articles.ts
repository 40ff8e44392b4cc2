import type { ArticlesQueryParsed } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CallArgs, queryKeyOf } from '../../../lib/api-client';

/** The article filters, as the API reads them once parsed; absent ones take the API's defaults. */
export type ArticlesFilter = Partial<ArticlesQueryParsed>;

/**
 * The filters as the URL carries them: toQueryString writes `true` and `[1, 2]` as `true` and `1,2`, which the
 * contract's query schema reads back into the same filters.
 */
const written = (query: ArticlesFilter) => query as CallArgs<'GET /api/articles'>['query'];

export function getArticles(query: ArticlesFilter, signal?: AbortSignal) {
  return api.call('GET /api/articles', { query: written(query), signal });
}

export const articlesQueryOptions = (query: ArticlesFilter) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/articles', { query: written(query) }),
    queryFn: ({ signal }) => getArticles(query, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useArticles(query: ArticlesFilter) {
  return useQuery(articlesQueryOptions(query));
}
