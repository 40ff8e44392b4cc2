import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export function getArticle(id: number, signal?: AbortSignal, date?: string) {
  return api.call('GET /api/articles/{id}', { params: { id }, signal, ...(date ? { query: { date } } : {}) });
}

/** With a date, the answer says what is left of the day's quota (issue 40). */
export const articleQueryOptions = (id: number, date?: string) =>
  queryOptions({
    queryKey: date
      ? queryKeyOf('GET /api/articles/{id}', { params: { id }, query: { date } })
      : queryKeyOf('GET /api/articles/{id}', { params: { id } }),
    queryFn: ({ signal }) => getArticle(id, signal, date),
  });

/** An unknown article is a "page not found": the 404 is thrown to the route's error page. */
export function useArticle(id: number, date?: string) {
  return useQuery({ ...articleQueryOptions(id, date), throwOnError: (error) => isApiError(error, 404) });
}
