import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_CATEGORIES_KEY } from './keys';

/** Categories and sub-categories, hidden ones included. */
export function getAdminCategories(signal?: AbortSignal) {
  return api.call('GET /api/admin/categories', { signal });
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_CATEGORIES_KEY, queryFn: ({ signal }) => getAdminCategories(signal) });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
