import { api } from '../../../lib/api-client';

/** Back in the catalogue. */
export function restoreArticle(id: number) {
  return api.call('POST /api/admin/articles/{id}/restore', { params: { id }, quietStatuses: [404, 409] });
}
