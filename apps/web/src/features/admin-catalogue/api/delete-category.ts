import { api } from '../../../lib/api-client';

/** A category or a sub-category: 409 while it holds anything. */
export function deleteCategory(kind: 'categories' | 'sub-categories', id: number) {
  const options = { params: { id }, quietStatuses: [404, 409] };
  return kind === 'categories'
    ? api.call('DELETE /api/admin/categories/{id}', options)
    : api.call('DELETE /api/admin/sub-categories/{id}', options);
}
