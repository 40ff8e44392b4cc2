import { parisDate, type Shop } from '@boucherie/contract';
import type { ShopsView } from '../shops/shops-cache.js';
import type { OrderDeps } from './order-deps.js';

/**
 * The shops a customer's order call checks against (its place, its cut-off), read once per call from memory
 * as of the asker's arrival (ADR 026), with their holiday days and time windows and the ceilings per line.
 */
export async function shopsAndCalendarOf(deps: Pick<OrderDeps, 'now' | 'shops'>): Promise<ShopsView> {
  return deps.shops(parisDate(deps.now));
}

export async function shopsOf(deps: Pick<OrderDeps, 'now' | 'shops'>): Promise<Shop[]> {
  return (await shopsAndCalendarOf(deps)).shops;
}
