import type { AdminCategoriesResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/categories/{id} or /api/admin/sub-categories/{id}: 409 while it holds anything. */
export function deleteCategory(kind: 'categories' | 'sub-categories', id: number) {
  return api.delete<AdminCategoriesResponse>(`/api/admin/${kind}/${id}`, { quietStatuses: [404, 409] });
}
