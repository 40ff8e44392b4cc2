import type { CreateCategoryRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** Answers the whole tree. */
export function createCategory(body: CreateCategoryRequest) {
  return api.call('POST /api/admin/categories', { body, quietStatuses: [400] });
}
