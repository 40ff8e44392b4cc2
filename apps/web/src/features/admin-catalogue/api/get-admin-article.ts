import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminArticleKey } from './keys';

/** One article with its price history. */
export function getAdminArticle(id: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/articles/{id}', { params: { id }, signal, quietStatuses: [404] });
}

export const adminArticleQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminArticleKey(id), queryFn: ({ signal }) => getAdminArticle(id, signal) });

export function useAdminArticle(id: number) {
  return useQuery(adminArticleQueryOptions(id));
}
