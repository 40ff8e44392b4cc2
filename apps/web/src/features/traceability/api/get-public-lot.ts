import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export function getPublicLot(code: string, signal?: AbortSignal) {
  return api.call('GET /api/lots/{code}', { params: { code }, signal, quietStatuses: [404] });
}

export const publicLotQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/lots/{code}', { params: { code } }),
    queryFn: ({ signal }) => getPublicLot(code, signal),
    // A lot's ticket changes rarely once recorded.
    staleTime: 5 * 60_000,
  });

/** An unknown lot is a "page not found": the 404 goes to the route's error page. */
export function usePublicLot(code: string) {
  return useQuery({ ...publicLotQueryOptions(code), throwOnError: (error) => isApiError(error, 404) });
}
