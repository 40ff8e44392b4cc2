import type { AdminEvent, AdminOrder, AdminOrdersResponse } from '@boucherie/contract';
import type { Query, QueryClient } from '@tanstack/react-query';

/** Every query of the back office's orders starts with these: an event from the server refreshes them. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const adminOrderKey = (id: number) => ['admin', 'order', id] as const;

type OrderList = AdminOrder[] | AdminOrdersResponse;

const ordersOf = (list: OrderList | undefined): AdminOrder[] =>
  list === undefined ? [] : Array.isArray(list) ? list : list.items;

/**
 * Whether an order's event changes a list: its shop's list of its day, a list that holds it (it may have
 * left that day), and a search (what it finds may change with a status). The board's other days, and
 * the near days' counts of the day switch, are left alone: one event, one list asked again (issue 45).
 */
function concerns(query: Query, event: Pick<AdminEvent, 'orderId' | 'shopId' | 'date'>): boolean {
  const [, , kind, filter] = query.queryKey as [string, string, string, { shopId?: number; date?: string } | undefined];
  if (kind === 'search') return true;
  if (kind !== 'day' || typeof filter !== 'object') return false;
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
