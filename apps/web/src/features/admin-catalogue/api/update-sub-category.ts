import type { UpdateSubCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Rename, hide or move to another category. */
export function updateSubCategory(id: number, body: UpdateSubCategoryRequest) {
  return api.call('PATCH /api/admin/sub-categories/{id}', { params: { id }, body, quietStatuses: [400, 404] });
}
