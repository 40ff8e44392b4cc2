import type { AdminCategoriesResponse, CreateSubCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/categories/{id}/sub-categories. */
export function createSubCategory(categoryId: number, body: CreateSubCategoryRequest) {
  return api.post<AdminCategoriesResponse>(`/api/admin/categories/${categoryId}/sub-categories`, body, {
    quietStatuses: [400, 404],
  });
}
