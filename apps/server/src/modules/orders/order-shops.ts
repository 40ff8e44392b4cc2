import { parisDate, type Shop } from '@boucherie/contract';
import type { CalendarSnapshot } from '../shops/shop-calendar.js';
import { listShops } from '../shops/shops.service.js';
import type { OrderDeps } from './orders.service.js';

/**
 * The shops a customer's order call checks against (its place, its cut-off), read once per call: from memory
 * as of the request's arrival when the route gives them (ADR 026), with their holiday days and time windows;
 * from the database otherwise (no calendar then: each check reads its own).
 */
export async function shopsAndCalendarOf(
  deps: Pick<OrderDeps, 'db' | 'now' | 'shops'>,
): Promise<{ shops: Shop[]; calendar: CalendarSnapshot | undefined }> {
  const today = parisDate(deps.now);
  return deps.shops ? deps.shops(today) : { shops: (await listShops(deps.db, today)).shops, calendar: undefined };
}

export async function shopsOf(deps: Pick<OrderDeps, 'db' | 'now' | 'shops'>): Promise<Shop[]> {
  return (await shopsAndCalendarOf(deps)).shops;
}
