import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const lotBoxesKey = (id: number) => queryKeyOf('GET /api/admin/lots/{id}/boxes', { params: { id } });

/** GET /api/admin/lots/{id}/boxes: one animal's boxes, sold and left (owner only). */
export function getLotBoxes(id: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/lots/{id}/boxes', { params: { id }, signal });
}

export const lotBoxesOptions = (id: number) =>
  queryOptions({ queryKey: lotBoxesKey(id), queryFn: ({ signal }) => getLotBoxes(id, signal) });

/** The boxes of each of these animals, read side by side. */
export function useLotsBoxes(ids: number[]) {
  return useQueries({ queries: ids.map(lotBoxesOptions) });
}
