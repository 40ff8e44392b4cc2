import { type AdminOrder, MAX_PAGE_SIZE } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dayOrdersKey } from './keys';

export type DayFilter = { shopId: number; date: string; search: string };

/** Pages past this are not asked for: a day of 2 000 orders is not a butcher's day. */
const MAX_PAGES = 20;

/**
 * GET /api/admin/orders of one shop and day, every page (a Christmas Eve has 300 orders): the board
 * shows the whole day at once. The search runs on the server (number, name, e-mail, phone).
 */
export async function getDayOrders({ shopId, date, search }: DayFilter, signal?: AbortSignal): Promise<AdminOrder[]> {
  const orders: AdminOrder[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.call('GET /api/admin/orders', {
      signal,
      query: { shopId, date, Search: search.trim(), PageNumber: page, PageSize: MAX_PAGE_SIZE },
    });
    orders.push(...answer.items);
    if (page >= answer.totalPages) break;
  }
  return orders;
}

export const dayOrdersQueryOptions = (filter: DayFilter) =>
  queryOptions({
    queryKey: dayOrdersKey(filter),
    queryFn: ({ signal }) => getDayOrders(filter, signal),
  });

/** The day's orders; while a new search or day loads, the last answer stays on screen. */
export function useDayOrders(filter: DayFilter | null) {
  return useQuery({
    ...dayOrdersQueryOptions(filter ?? { shopId: 0, date: '', search: '' }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
