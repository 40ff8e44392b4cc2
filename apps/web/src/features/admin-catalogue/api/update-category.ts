import type { AdminCategoriesResponse, UpdateCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/categories/{id}: rename or hide; answers the whole tree. */
export function updateCategory(id: number, body: UpdateCategoryRequest) {
  return api.patch<AdminCategoriesResponse>(`/api/admin/categories/${id}`, body, { quietStatuses: [400, 404] });
}
