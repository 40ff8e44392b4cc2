import type { CreateSubCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

export function createSubCategory(categoryId: number, body: CreateSubCategoryRequest) {
  return api.call('POST /api/admin/categories/{id}/sub-categories', {
    params: { id: categoryId },
    body,
    quietStatuses: [400, 404],
  });
}
