import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** GET /api/shops: where a box can be collected. */
export function getBoxShops(signal?: AbortSignal) {
  return api.call('GET /api/shops', { signal });
}

export function useBoxShops() {
  return useQuery(
    queryOptions({ queryKey: queryKeyOf('GET /api/shops'), queryFn: ({ signal }) => getBoxShops(signal) }),
  );
}
