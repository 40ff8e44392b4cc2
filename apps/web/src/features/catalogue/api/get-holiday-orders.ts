import type { HolidayOrderingsResponse } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHolidayOrders(signal?: AbortSignal) {
  return api.get<HolidayOrderingsResponse>('/api/holiday-orders', { signal });
}

export const holidayOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['holiday-orders'],
    queryFn: ({ signal }) => getHolidayOrders(signal),
    // Holiday orders open and close at set minutes: a few minutes' memory is exact enough for an entry.
    staleTime: 5 * 60_000,
  });

/** The holiday days open for orders now (« Commandes de Noël »). */
export function useHolidayOrders() {
  return useQuery(holidayOrdersQueryOptions());
}
