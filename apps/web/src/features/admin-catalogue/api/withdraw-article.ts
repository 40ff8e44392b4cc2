import { api } from '../../../lib/api-client';

/** Withdrawn from sale, never deleted. */
export function withdrawArticle(id: number) {
  return api.call('DELETE /api/admin/articles/{id}', { params: { id }, quietStatuses: [404, 409] });
}
