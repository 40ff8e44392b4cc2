import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const articleQuotasKey = (id: number) => queryKeyOf('GET /api/admin/articles/{id}/quotas', { params: { id } });

/** GET /api/admin/articles/{id}/quotas: what the article sells per day, and what is left (owner only). */
export function getArticleQuotas(id: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/articles/{id}/quotas', { params: { id }, signal, quietStatuses: [403] });
}

export function useArticleQuotas(id: number) {
  return useQuery(
    queryOptions({
      queryKey: articleQuotasKey(id),
      queryFn: ({ signal }) => getArticleQuotas(id, signal),
      retry: false,
    }),
  );
}
