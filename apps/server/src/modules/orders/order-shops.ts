import { parisDate, type QuantityLimits, type Shop } from '@boucherie/contract';
import type { CalendarSnapshot } from '../calendar/calendar-reader.js';
import { readQuantityLimits } from '../quantity-limits/quantity-limits.service.js';
import { listShops } from '../shops/shops.service.js';
import type { OrderDeps } from './order-deps.js';

/**
 * The shops a customer's order call checks against (its place, its cut-off), read once per call: from memory
 * as of the request's arrival when the route gives them (ADR 026), with their holiday days and time windows;
 * from the database otherwise (no calendar then: each check reads its own). The ceilings per line come along.
 */
export async function shopsAndCalendarOf(
  deps: Pick<OrderDeps, 'db' | 'now' | 'shops'>,
): Promise<{ shops: Shop[]; calendar: CalendarSnapshot | undefined; limits: QuantityLimits }> {
  const today = parisDate(deps.now);
  if (deps.shops) return deps.shops(today);
  const [{ shops }, limits] = await Promise.all([listShops(deps.db, today), readQuantityLimits(deps.db)]);
  return { shops, calendar: undefined, limits };
}

export async function shopsOf(deps: Pick<OrderDeps, 'db' | 'now' | 'shops'>): Promise<Shop[]> {
  return (await shopsAndCalendarOf(deps)).shops;
}
