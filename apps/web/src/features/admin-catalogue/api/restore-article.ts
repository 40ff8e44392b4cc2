import type { AdminArticleDetail } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/articles/{id}/restore: back in the catalogue. */
export function restoreArticle(id: number) {
  return api.post<AdminArticleDetail>(`/api/admin/articles/${id}/restore`, undefined, { quietStatuses: [404, 409] });
}
