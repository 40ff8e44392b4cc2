import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

export const lotOrdersKey = (id: number) => queryKeyOf('GET /api/admin/lots/{id}/orders', { params: { id } });

/** GET /api/admin/lots/{id}/orders: every line sold from the lot, pros first, and who bought it. */
export function getLotOrders(id: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/lots/{id}/orders', { params: { id }, signal, quietStatuses: [404] });
}

export const lotOrdersQueryOptions = (id: number) =>
  queryOptions({ queryKey: lotOrdersKey(id), queryFn: ({ signal }) => getLotOrders(id, signal) });

export function useLotOrders(id: number) {
  return useQuery(lotOrdersQueryOptions(id));
}

/** The same list for a spreadsheet (a download). */
export const lotOrdersCsvUrl = (id: number) => urlOf('GET /api/admin/lots/{id}/orders.csv', { params: { id } });
