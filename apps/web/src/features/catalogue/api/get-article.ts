import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export function getArticle(id: number, signal?: AbortSignal) {
  return api.call('GET /api/articles/{id}', { params: { id }, signal });
}

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/articles/{id}', { params: { id } }),
    queryFn: ({ signal }) => getArticle(id, signal),
  });

/** An unknown article is a "page not found": the 404 is thrown to the route's error page. */
export function useArticle(id: number) {
  return useQuery({ ...articleQueryOptions(id), throwOnError: (error) => isApiError(error, 404) });
}
