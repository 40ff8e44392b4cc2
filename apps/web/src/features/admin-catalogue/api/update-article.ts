import type { AdminArticleDetail, UpdateArticleRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/articles/{id}: the changed fields only. */
export function updateArticle(id: number, body: UpdateArticleRequest) {
  return api.patch<AdminArticleDetail>(`/api/admin/articles/${id}`, body, { quietStatuses: [400, 404, 409] });
}
