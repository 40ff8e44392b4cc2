import { parisDate, type Shop } from '@boucherie/contract';
import { listShops } from '../shops/shops.service.js';
import type { OrderDeps } from './orders.service.js';

/**
 * The shops a customer's order call checks against (its place, its cut-off), read once per call: from memory
 * as of the request's arrival when the route gives them (ADR 026), from the database otherwise.
 */
export async function shopsOf(deps: Pick<OrderDeps, 'db' | 'now' | 'shops'>): Promise<Shop[]> {
  const today = parisDate(deps.now);
  return deps.shops ? deps.shops(today) : (await listShops(deps.db, today)).shops;
}
