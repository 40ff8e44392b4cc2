import type { ADMIN_ARTICLE_STATES, AdminArticlesResponse } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_ARTICLES_KEY } from './keys';

export type AdminArticlesQuery = {
  Search?: string | undefined;
  CategoryId?: number | undefined;
  State?: (typeof ADMIN_ARTICLE_STATES)[number];
  PageNumber?: number;
};

/** GET /api/admin/articles: the catalogue as the back office sees it (withdrawn and inactive ones too). */
export function getAdminArticles(query: AdminArticlesQuery, signal?: AbortSignal) {
  return api.get<AdminArticlesResponse>('/api/admin/articles', { signal, query, quietStatuses: [400] });
}

export const adminArticlesQueryOptions = (query: AdminArticlesQuery) =>
  queryOptions({
    queryKey: [...ADMIN_ARTICLES_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminArticles(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminArticles(query: AdminArticlesQuery) {
  return useQuery(adminArticlesQueryOptions(query));
}
