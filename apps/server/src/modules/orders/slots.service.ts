import type { OrderSlotsQuery, OrderSlotsResponse } from '@boucherie/contract';
import type { z } from 'zod';
import { calendarReader } from '../calendar/calendar-reader.js';
import { offeredSlots } from '../calendar/offered-slots.js';
import { fulfilmentAmong } from './fulfilment.js';
import type { OrderDeps } from './order-deps.js';
import { shopsAndCalendarOf } from './order-shops.js';

type SlotsQuery = z.output<typeof OrderSlotsQuery>;

/**
 * The dates and time windows a customer may choose. The shops and their calendar from memory when the route
 * gives them (ADR 026), as of the request's arrival; what is booked, from the database.
 */
export async function listSlots(
  deps: Pick<OrderDeps, 'db' | 'now' | 'shops'>,
  query: SlotsQuery,
): Promise<OrderSlotsResponse> {
  const { db, now } = deps;
  const { shops, calendar } = await shopsAndCalendarOf(deps);
  const { shop, zone } = fulfilmentAmong(shops, query.mode, query.shopId, query.postCode);
  const slots = await offeredSlots(db, calendarReader(db, calendar), shop, query.mode, now);
  return {
    mode: query.mode,
    shopId: shop.id,
    deliveryFee: zone?.fee ?? null,
    minimumOrder: zone?.minimumOrder ?? null,
    slots,
  };
}
