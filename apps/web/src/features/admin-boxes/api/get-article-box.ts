import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const articleBoxKey = (id: number) => queryKeyOf('GET /api/admin/articles/{id}/box', { params: { id } });

/** GET /api/admin/articles/{id}/box: the article's box (owner only); null when the article is no box (404). */
export async function getArticleBox(id: number, signal?: AbortSignal) {
  try {
    return await api.call('GET /api/admin/articles/{id}/box', { params: { id }, signal, quietStatuses: [403, 404] });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function useArticleBox(id: number) {
  return useQuery(
    queryOptions({
      queryKey: articleBoxKey(id),
      queryFn: ({ signal }) => getArticleBox(id, signal),
      retry: false,
    }),
  );
}
