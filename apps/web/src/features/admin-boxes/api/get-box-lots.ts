import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** GET /api/admin/lots: the animals a box can come from, and the « Colis » page's list. */
export function getBoxLots(signal?: AbortSignal) {
  return api.call('GET /api/admin/lots', { signal });
}

export function useBoxLots() {
  return useQuery(
    queryOptions({ queryKey: queryKeyOf('GET /api/admin/lots'), queryFn: ({ signal }) => getBoxLots(signal) }),
  );
}
