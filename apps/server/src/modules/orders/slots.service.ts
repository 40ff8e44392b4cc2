import type { OrderSlotsQuery, OrderSlotsResponse } from '@boucherie/contract';
import type { z } from 'zod';
import { calendarReader } from '../calendar/calendar-reader.js';
import { offeredSlots } from '../calendar/offered-slots.js';
import { mealVouchersFor, methodsOffered, policiesFor } from '../payments/index.js';
import { fulfilmentAmong } from './fulfilment.js';
import type { OrderDeps } from './order-deps.js';
import { shopsAndCalendarOf } from './order-shops.js';

type SlotsQuery = z.output<typeof OrderSlotsQuery>;

/**
 * The dates and time windows a customer may choose. The shops and their calendar from memory (ADR 026), as of
 * the request's arrival; what is booked, from the database.
 */
export async function listSlots(
  deps: Pick<OrderDeps, 'db' | 'now' | 'shops' | 'payments'>,
  query: SlotsQuery,
  /** An approved pro pays on their statement: the one method of every day. */
  account: { onAccount: boolean } = { onAccount: false },
): Promise<OrderSlotsResponse> {
  const { db, now } = deps;
  const { shops, calendar } = await shopsAndCalendarOf(deps);
  const { shop, zone } = fulfilmentAmong(shops, query.mode, query.shopId, query.postCode);
  const { slots, closures, tomorrow } = await offeredSlots(db, calendarReader(db, calendar), shop, query.mode, now);
  const policy = await policiesFor(
    db,
    shop.id,
    slots.map((s) => s.date),
  );
  const online = deps.payments.enabled;
  const vouchers = await mealVouchersFor(db, shop.id, deps.payments.mealVouchers !== null);
  return {
    mode: query.mode,
    shopId: shop.id,
    deliveryFee: zone?.fee ?? null,
    minimumOrder: zone?.minimumOrder ?? null,
    slots: slots.map((slot) => ({
      ...slot,
      paymentMethods: methodsOffered(policy(slot.date), online, account, vouchers(slot.date)),
    })),
    closures,
    tomorrow,
  };
}
