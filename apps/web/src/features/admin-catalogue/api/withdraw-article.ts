import type { AdminArticleDetail } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/articles/{id}: withdrawn from sale, never deleted. */
export function withdrawArticle(id: number) {
  return api.delete<AdminArticleDetail>(`/api/admin/articles/${id}`, { quietStatuses: [404, 409] });
}
