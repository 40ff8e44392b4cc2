import { api } from '../../../lib/api-client';

/** One step up or down, among its siblings. */
export function moveCategory(kind: 'categories' | 'sub-categories', id: number, direction: 'up' | 'down') {
  const options = { params: { id }, body: { direction }, quietStatuses: [404, 409] };
  return kind === 'categories'
    ? api.call('POST /api/admin/categories/{id}/move', options)
    : api.call('POST /api/admin/sub-categories/{id}/move', options);
}
