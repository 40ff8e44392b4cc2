import type { AdminCategoriesResponse, UpdateSubCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/sub-categories/{id}: rename, hide or move to another category. */
export function updateSubCategory(id: number, body: UpdateSubCategoryRequest) {
  return api.patch<AdminCategoriesResponse>(`/api/admin/sub-categories/${id}`, body, { quietStatuses: [400, 404] });
}
