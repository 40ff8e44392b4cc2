import type { CreateArticleRequest } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

export function createArticle(body: CreateArticleRequest) {
  return api.call('POST /api/admin/articles', { body, quietStatuses: [400, 409] });
}
