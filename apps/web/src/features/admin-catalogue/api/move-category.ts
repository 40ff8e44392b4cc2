import type { AdminCategoriesResponse } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/categories/{id}/move or /api/admin/sub-categories/{id}/move. */
export function moveCategory(kind: 'categories' | 'sub-categories', id: number, direction: 'up' | 'down') {
  return api.post<AdminCategoriesResponse>(
    `/api/admin/${kind}/${id}/move`,
    { direction },
    { quietStatuses: [404, 409] },
  );
}
