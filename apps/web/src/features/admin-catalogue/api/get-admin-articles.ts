import type { ADMIN_ARTICLE_STATES } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export type AdminArticlesQuery = {
  Search?: string | undefined;
  CategoryId?: number | undefined;
  State?: (typeof ADMIN_ARTICLE_STATES)[number];
  PageNumber?: number;
};

/** GET /api/admin/articles: the catalogue as the back office sees it (withdrawn and inactive ones too). */
export function getAdminArticles(query: AdminArticlesQuery, signal?: AbortSignal) {
  return api.call('GET /api/admin/articles', { signal, query, quietStatuses: [400] });
}

export const adminArticlesQueryOptions = (query: AdminArticlesQuery) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/articles', { query }),
    queryFn: ({ signal }) => getAdminArticles(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminArticles(query: AdminArticlesQuery) {
  return useQuery(adminArticlesQueryOptions(query));
}
