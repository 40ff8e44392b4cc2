import type { UpdateCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Rename or hide; answers the whole tree. */
export function updateCategory(id: number, body: UpdateCategoryRequest) {
  return api.call('PATCH /api/admin/categories/{id}', { params: { id }, body, quietStatuses: [400, 404] });
}
