import type { AdminArticleDetail } from '@boucherie/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/articles/{id}/image (multipart, field `file`). */
export function uploadArticleImage(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<AdminArticleDetail>(`/api/admin/articles/${id}/image`, form, { quietStatuses: [400, 404, 413] });
}
