import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export function getHolidayOrders(signal?: AbortSignal) {
  return api.call('GET /api/holiday-orders', { signal });
}

export const holidayOrdersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/holiday-orders'),
    queryFn: ({ signal }) => getHolidayOrders(signal),
    // Holiday orders open and close at set minutes: a few minutes' memory is exact enough for an entry.
    staleTime: 5 * 60_000,
  });

/** The holiday days open for orders now (« Commandes de Noël »). */
export function useHolidayOrders() {
  return useQuery(holidayOrdersQueryOptions());
}
