import type { AdminArticleDetail, CreateArticleRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/articles. */
export function createArticle(body: CreateArticleRequest) {
  return api.post<AdminArticleDetail>('/api/admin/articles', body, { quietStatuses: [400, 409] });
}
