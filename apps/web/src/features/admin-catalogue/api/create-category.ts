import type { AdminCategoriesResponse, CreateCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/categories: answers the whole tree. */
export function createCategory(body: CreateCategoryRequest) {
  return api.post<AdminCategoriesResponse>('/api/admin/categories', body, { quietStatuses: [400] });
}
