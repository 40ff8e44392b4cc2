import {
  type ClosingDayOrders,
  type ClosingDayResponse,
  isoWeekday,
  parisDate,
  type ShopCalendar,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, validation } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import * as calendar from '../calendar/index.js';
import { moveOrderDay, transitionOrder } from '../order-lifecycle/index.js';
import { planPayment } from '../payments/index.js';
import type * as repo from './admin-shops.repository.js';

// Issue 45: a day the owner closes may have open orders. Without a word about them the closing is refused
// (DAY_HAS_ORDERS, with their count); otherwise every one of them is moved to another open day or cancelled,
// in the closing's own transaction: all of it, or none of it.

type DayOrder = Awaited<ReturnType<typeof repo.findOpenOrdersOn>>[number];
export type ClosedDayOrders = NonNullable<ClosingDayResponse['closedDayOrders']>;
type Who = { userId: number; now: Date };

/** The refusal of a closing with open orders, naming both ways out. */
export function dayHasOrders(count: number, date: string): AppError {
  const detail =
    count > 1
      ? `${count} commandes sont déjà passées pour le ${frenchDay(date)}\u00a0: déplacez-les vers un autre jour, ou annulez-les (chaque client est prévenu).`
      : `Une commande est déjà passée pour le ${frenchDay(date)}\u00a0: déplacez-la vers un autre jour, ou annulez-la (le client est prévenu).`;
  return new AppError('DAY_HAS_ORDERS', detail, undefined, undefined, { orderCount: count });
}

/** Moves or cancels the day's open orders, in `trx` (the closing's transaction, under the shop's lock). */
export async function settleDayOrders(
  trx: Db,
  who: Who,
  shop: ShopCalendar,
  date: string,
  orders: DayOrder[],
  choice: ClosingDayOrders,
): Promise<ClosedDayOrders> {
  if (choice.action === 'cancel') {
    for (const order of orders) {
      await transitionOrder(trx, {
        orderId: order.id,
        to: 'Cancelled',
        actor: 'staff',
        userId: who.userId,
        now: who.now,
        reason: choice.message,
        journal: true,
        tell: 'cancelled',
      });
    }
    return { action: 'cancel', count: orders.length };
  }
  const places = await placesOn(trx, who.now, shop, date, choice.to, orders);
  const reason = `boutique fermée le ${frenchDay(date)}`;
  const savedCardHoldAt = await savedCardHoldOn(trx, who.now, shop, choice.to);
  for (const [i, order] of orders.entries()) {
    await moveOrderDay(trx, {
      orderId: order.id,
      to: choice.to,
      window: places[i] ?? null,
      ...who,
      reason,
      savedCardHoldAt,
    });
  }
  return { action: 'move', count: orders.length, to: choice.to };
}

/**
 * When a saved card is held for an order of `to`: the same rule as at placing (the cut-off, or two days before
 * the day), at once when `to` is nearer than a hold lasts. A moved order is held for its new day, not its old.
 */
async function savedCardHoldOn(trx: Db, now: Date, shop: ShopCalendar, to: string): Promise<string> {
  const holidays = await calendar.holidayRules(trx, shop.id, to, to);
  const cutOff = calendar.cutOffOf({ ...shop, holidays }, to);
  const plan = planPayment({ totalCents: 0, weighedLinesCents: 0, tolerancePercent: 0, date: to, cutOff }, now);
  return plan.authorizeAt ?? now.toISOString();
}

/**
 * Where each order goes on `to`: the window of the same hours if it has room, else the first with room (null on
 * a day without windows). Refused, before anything is written, when `to` is not an open day of the shop within
 * its horizon, or cannot take them all.
 */
async function placesOn(trx: Db, now: Date, shop: ShopCalendar, date: string, to: string, orders: DayOrder[]) {
  const field = 'Orders.To';
  if (to === date) throw validation(field, 'Choisissez un autre jour que celui que vous fermez.');
  if (to < parisDate(now)) throw validation(field, 'Ce jour est passé\u00a0: choisissez aujourd’hui ou plus tard.');
  const [holiday] = await calendar.holidayRules(trx, shop.id, to, to);
  const last = calendar.lastBookableDate(shop, now);
  if (!holiday && to > last) {
    throw validation(
      field,
      `Les commandes sont ouvertes jusqu’au ${frenchDay(last)}\u00a0: choisissez un jour plus proche.`,
    );
  }
  const weekday = shop.openingHours.find((d) => d.weekday === isoWeekday(to));
  if (shop.closingDays.some((c) => c.date === to) || (!holiday && !weekday?.periods.length)) {
    throw new AppError(
      'CONFLICT',
      `La boutique est fermée le ${frenchDay(to)}\u00a0: choisissez un jour où elle ouvre.`,
    );
  }
  const booked = (await calendar.countOrdersByDate(trx, shop.id, to)).get(to) ?? 0;
  const capacity = holiday?.capacity ?? shop.dailyCapacity;
  const full = () =>
    new AppError(
      'CONFLICT',
      `Le ${frenchDay(to)} ne peut pas prendre ces ${orders.length}\u00a0commande${orders.length > 1 ? 's' : ''} (il reste ${Math.max(capacity - booked, 0)}\u00a0place${capacity - booked > 1 ? 's' : ''})\u00a0: choisissez un autre jour, ou annulez-les.`,
    );
  if (booked + orders.length > capacity) throw full();
  const windows = {
    Pickup: await calendar.windowsWithRoom(trx, shop, 'Pickup', to, holiday),
    Delivery: await calendar.windowsWithRoom(trx, shop, 'Delivery', to, holiday),
  };
  return orders.map((order) => {
    const day = windows[order.mode];
    if (day.length === 0) return null;
    const open = day.filter((w) => w.remaining > 0);
    const same = open.find((w) => w.starts === order.time_window_starts && w.ends === order.time_window_ends);
    const chosen = same ?? open[0];
    if (!chosen) throw full();
    chosen.remaining -= 1;
    return { id: chosen.id, starts: chosen.starts, ends: chosen.ends, round: chosen.round };
  });
}
