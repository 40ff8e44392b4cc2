import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const STANDING_ORDERS_QUERY_KEY = queryKeyOf('GET /api/standing-orders');

/** GET /api/standing-orders: the customer's standing orders, each with its next dates and recent placements. */
export function getStandingOrders(signal?: AbortSignal) {
  return api.call('GET /api/standing-orders', { signal });
}

export const standingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: STANDING_ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => getStandingOrders(signal),
  });

export function useStandingOrders() {
  return useQuery(standingOrdersQueryOptions());
}
