import { fillPath, splitEndpointName } from '@boucherie/contract';
import { type Answer, api } from '../../../lib/api-client';

const UPLOAD = 'POST /api/admin/articles/{id}/image';

/** The table's upload of a photo: a FormData (field `file`), which `api.call` does not send. */
export function uploadArticleImage(id: number, file: File): Promise<Answer<typeof UPLOAD>> {
  const form = new FormData();
  form.append('file', file);
  return api.post(fillPath(splitEndpointName(UPLOAD).path, { id }), form, { quietStatuses: [400, 404, 413] });
}
