import type { UpdateArticleRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** The changed fields only. */
export function updateArticle(id: number, body: UpdateArticleRequest) {
  return api.call('PATCH /api/admin/articles/{id}', { params: { id }, body, quietStatuses: [400, 404, 409] });
}
