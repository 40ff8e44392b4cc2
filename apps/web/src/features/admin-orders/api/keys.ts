import { type AdminEvent, type AdminOrder, type AdminOrdersResponse, MAX_PAGE_SIZE } from '@boucherie/contract';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeyOf } from '../../../lib/api-client';

/** Every list of the back office's orders is an answer of this endpoint: an event from the server refreshes them. */
export const ADMIN_ORDERS_KEY = queryKeyOf('GET /api/admin/orders');
export const adminOrderKey = (id: number) => queryKeyOf('GET /api/admin/orders/{id}', { params: { id } });

/** A shop's day, every page of it (get-day-orders.ts): its query has a day, and the key says the pages are joined. */
export const dayOrdersKey = ({ shopId, date, search }: { shopId: number; date: string; search: string }) =>
  [...queryKeyOf('GET /api/admin/orders', { query: { shopId, date, Search: search.trim() } }), 'every page'] as const;

/** A search through every day's open orders: one page, no day in its query. */
export const searchQuery = (search: string) => ({ Search: search.trim(), PageSize: MAX_PAGE_SIZE });
export const searchOrdersKey = (search: string) => queryKeyOf('GET /api/admin/orders', { query: searchQuery(search) });

/**
 * Whether a cached answer is the back office's, to ask it all again after the board's stream reconnects:
 * an endpoint under /api/admin/, or a key not named by the table yet (`['admin', …]`).
 */
export function isBackOfficeKey(key: QueryKey): boolean {
  const [head] = key;
  return head === 'admin' || (typeof head === 'string' && head.includes(' /api/admin/'));
}

type OrderList = AdminOrder[] | AdminOrdersResponse;

const ordersOf = (list: OrderList | undefined): AdminOrder[] =>
  list === undefined ? [] : Array.isArray(list) ? list : list.items;

/**
 * Whether an order's event changes a list: its shop's list of its day, a list that holds it (it may have
 * left that day), and a search (what it finds may change with a status). The board's other days, and
 * the near days' counts of the day switch, are left alone: one event, one list asked again (issue 45).
 */
function concerns(query: Query, event: Pick<AdminEvent, 'orderId' | 'shopId' | 'date'>): boolean {
  const [, , filter] = query.queryKey as [string, unknown, { shopId?: number; date?: string } | undefined];
  if (typeof filter !== 'object' || filter === null) return false;
  if (filter.date === undefined) return true;
  if (filter.shopId === event.shopId && filter.date === event.date) return true;
  return ordersOf(query.state.data as OrderList | undefined).some((order) => order.id === event.orderId);
}

/** Asks again the lists an order's event changes, and only those. */
export function refreshListsOf(queryClient: QueryClient, event: Pick<AdminEvent, 'orderId' | 'shopId' | 'date'>) {
  return queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY, predicate: (query) => concerns(query, event) });
}

/** Puts the server's answer for an order in every list that shows it, without asking the lists again. */
export function storeInLists(queryClient: QueryClient, order: AdminOrder) {
  queryClient.setQueriesData<OrderList>({ queryKey: ADMIN_ORDERS_KEY }, (list) => {
    if (!ordersOf(list).some((o) => o.id === order.id)) return list;
    const replace = (orders: AdminOrder[]) => orders.map((o) => (o.id === order.id ? order : o));
    return Array.isArray(list) ? replace(list) : list && { ...list, items: replace(list.items) };
  });
}
