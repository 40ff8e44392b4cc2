import {
  type AddClosingDayRequest,
  type ClosingDayResponse,
  parisDate,
  type ShopCalendar,
  type UpdateShopRequest,
} from '@boucherie/contract';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound, validation } from '../../errors.js';
import { frenchDay, hoursText } from '../../lib/french.js';
import type { StaffScope } from '../admin/staff-scope.js';
import { type EventBus, publishOrderEvent } from '../events/event-bus.js';
import { type AuditChange, changedValues, recordChange } from '../journal/journal.service.js';
import * as repo from './admin-shops.repository.js';
import { type ClosedDayOrders, dayHasOrders, settleDayOrders } from './closing-day-orders.js';
import { listCalendars } from './shop-calendar.view.js';

export type AdminDeps = { db: Db; now: Date; userId: number };

const ADMIN: StaffScope = { userId: 0, role: 'admin', shopIds: null };

/** One shop's calendar as its reader may see it; another shop's answers 404 like a missing one. */
export async function getCalendar(db: Db, scope: StaffScope, shopId: number, now: Date): Promise<ShopCalendar> {
  const shop = (await listCalendars(db, scope, now)).shops.find((s) => s.id === shopId);
  if (!shop) throw notFound('Cette boutique n’existe pas.');
  return shop;
}

/** A shop's calendar as the owner sees it. */
export const shopCalendar = (db: Db, shopId: number, now: Date) => getCalendar(db, ADMIN, shopId, now);

/** What a change to a shop's calendar tells the journal (the shop, who and when are added). */
export type CalendarEntry = Pick<AuditChange, 'kind' | 'summary' | 'before' | 'after'>;

/**
 * One change to a shop's settings or calendar (a setting, a closing day, a window, a round, a holiday): made under
 * the shop's lock, journalled in the same transaction (null: nothing changed, nothing to journal); answers the
 * shop's calendar as it now is.
 */
export async function changeShopCalendar(
  deps: AdminDeps,
  shopId: number,
  change: (trx: Db) => Promise<CalendarEntry | null>,
): Promise<ShopCalendar> {
  const { db, now } = deps;
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'shop', shopId);
    const entry = await change(trx);
    if (!entry) return;
    await recordChange(trx, {
      at: now.toISOString(),
      userId: deps.userId,
      entityType: 'shop',
      entityId: shopId,
      ...entry,
    });
  });
  return getCalendar(db, ADMIN, shopId, now);
}

/** A window's or a round's hours ("9 h – 10 h"). */
export const spanText = (span: { starts: string; ends: string }) =>
  hoursText([{ opens: span.starts, closes: span.ends }]);

/** The first of `others` that `span` would overlap (windows of a mode, rounds of a weekday never overlap). */
export const overlapOf = <T extends { starts: string; ends: string }>(
  others: T[],
  span: { starts: string; ends: string },
) => others.find((other) => other.starts < span.ends && span.starts < other.ends);

/** What the journal keeps of a shop's settings. */
const settingsOf = (shop: ShopCalendar) => ({
  name: shop.name,
  address: shop.address,
  phone: shop.phone,
  email: shop.email,
  openingHours: shop.openingHours,
  cutOff: shop.cutOff,
  dailyCapacity: shop.dailyCapacity,
  bookingHorizonDays: shop.bookingHorizonDays,
  openOrdersPerCustomerPerDay: shop.openOrdersPerCustomerPerDay,
  weighingTolerancePercent: shop.weighingTolerancePercent,
  paymentPolicy: shop.paymentPolicy,
  noShowRule: shop.noShowRule,
  acceptsMealVouchers: shop.acceptsMealVouchers,
  delivers: shop.delivers,
  deliveryZones: shop.deliveryZones,
});

const cents = (euros: number) => Math.round(euros * 100);

/** PATCH /api/admin/shops/{id}: any subset of the settings, recorded in the journal with their before and after. */
export async function updateShop(
  deps: AdminDeps,
  shopId: number,
  body: z.output<typeof UpdateShopRequest>,
): Promise<ShopCalendar> {
  const { now } = deps;
  return changeShopCalendar(deps, shopId, async (trx) => {
    const before = await getCalendar(trx, ADMIN, shopId, now);
    await repo.updateShopRow(trx, shopId, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.address && { street: body.address.street, post_code: body.address.postCode, city: body.address.city }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.cutOff && { cutoff_days_before: body.cutOff.daysBefore, cutoff_time: body.cutOff.time }),
      ...(body.dailyCapacity !== undefined && { daily_capacity: body.dailyCapacity }),
      ...(body.bookingHorizonDays !== undefined && { booking_horizon_days: body.bookingHorizonDays }),
      ...(body.openOrdersPerCustomerPerDay !== undefined && {
        open_orders_per_customer_per_day: body.openOrdersPerCustomerPerDay,
      }),
      ...(body.weighingTolerancePercent !== undefined && {
        weighing_tolerance_percent: body.weighingTolerancePercent,
      }),
      ...(body.paymentPolicy !== undefined && { payment_policy: body.paymentPolicy }),
      ...(body.noShowRule !== undefined && { no_show_rule: body.noShowRule }),
      ...(body.delivers !== undefined && { delivers: body.delivers ? 1 : 0 }),
      ...(body.acceptsMealVouchers !== undefined && { accepts_meal_vouchers: body.acceptsMealVouchers ? 1 : 0 }),
    });
    if (body.openingHours) await repo.replaceOpeningPeriods(trx, shopId, body.openingHours);
    if (body.deliveryZones) {
      const postCodes = body.deliveryZones.flatMap((z) => z.postCodes);
      const twice = postCodes.find((code, i) => postCodes.indexOf(code) !== i);
      if (twice)
        throw validation(
          'DeliveryZones',
          `Le code postal ${twice} figure dans deux zones\u00a0: gardez-le dans une seule.`,
        );
      await repo.replaceDeliveryZones(
        trx,
        shopId,
        body.deliveryZones.map((z) => ({
          name: z.name,
          postCodes: z.postCodes,
          feeCents: cents(z.fee),
          minimumOrderCents: cents(z.minimumOrder),
        })),
      );
    }
    const after = await getCalendar(trx, ADMIN, shopId, now);
    const change = changedValues(settingsOf(before), settingsOf(after));
    if (Object.keys(change.after).length === 0) return null;
    return {
      kind: 'shop.update',
      summary: `Réglages de la boutique ${after.name} modifiés (${Object.keys(change.after).join(', ')}).`,
      ...change,
    };
  });
}

/** A shop's row, or 404 (read in the change's transaction). */
export async function shopOrThrow(db: Db, shopId: number) {
  const shop = await repo.findShopRow(db, shopId);
  if (!shop) throw notFound('Cette boutique n’existe pas.');
  return shop;
}

/** A day the owner closes or opens a window on is today or later (Paris time): 400 otherwise. */
export function notPast(date: string, now: Date) {
  if (date < parisDate(now)) throw validation('Date', 'Ce jour est passé\u00a0: choisissez aujourd’hui ou plus tard.');
}

/** What a closing needs beyond a change: the effects of the orders it moved or cancelled, run once committed. */
export type ClosingDeps = AdminDeps & {
  runOrder?: (orderId: number) => Promise<unknown>;
  /** Tells the staff's boards (events/event-bus.ts); the board of the old day drops them, the new day's shows them. */
  events?: EventBus;
  log?: Pick<Logger, 'error'>;
};

/**
 * A closing day. Its open orders, if any, are moved or cancelled as `orders` says, in the closing's transaction
 * and under the shop's lock (the one an order takes: none slips in between); without `orders`, 409
 * DAY_HAS_ORDERS with their count.
 */
export async function addClosingDay(
  deps: ClosingDeps,
  shopId: number,
  body: z.output<typeof AddClosingDayRequest>,
): Promise<ClosingDayResponse> {
  notPast(body.date, deps.now);
  let done: { result: ClosedDayOrders; orderIds: number[] } | undefined;
  const calendar = await changeShopCalendar(deps, shopId, async (trx) => {
    const shop = await shopOrThrow(trx, shopId);
    if (await repo.findClosingDay(trx, shopId, body.date)) {
      throw new AppError('CONFLICT', `La boutique est déjà fermée le ${frenchDay(body.date)}.`);
    }
    const orders = await repo.findOpenOrdersOn(trx, shopId, body.date);
    if (orders.length > 0 && !body.orders) throw dayHasOrders(orders.length, body.date);
    if (body.orders) {
      const before = await getCalendar(trx, ADMIN, shopId, deps.now);
      const result = await settleDayOrders(trx, deps, before, body.date, orders, body.orders);
      done = { result, orderIds: orders.map((o) => o.id) };
    }
    await repo.insertClosingDay(trx, shopId, body.date, body.reason);
    return {
      kind: 'shop.closing-day.add',
      summary: `Fermeture de la boutique ${shop.name} le ${frenchDay(body.date)}\u00a0: ${body.reason}.`,
      after: { date: body.date, reason: body.reason, ...(done ? { orders: done.result } : {}) },
    };
  });
  if (!done) return calendar;
  // The holds released and the messages sent now; the effects' tick would otherwise do it within seconds.
  for (const id of done.orderIds) await deps.runOrder?.(id);
  if (deps.events && deps.log) {
    const news = { events: deps.events, log: deps.log };
    for (const o of await repo.findOrderNews(deps.db, done.orderIds)) {
      await publishOrderEvent(news, 'order-updated', { ...o, shop: { id: o.shop_id } });
    }
  }
  return { ...calendar, closedDayOrders: done.result };
}

export async function removeClosingDay(deps: AdminDeps, shopId: number, date: string): Promise<ShopCalendar> {
  return changeShopCalendar(deps, shopId, async (trx) => {
    const shop = await shopOrThrow(trx, shopId);
    const day = await repo.findClosingDay(trx, shopId, date);
    if (!day) throw notFound('Ce jour de fermeture n’existe pas.');
    await repo.deleteClosingDay(trx, shopId, date);
    return {
      kind: 'shop.closing-day.remove',
      summary: `La boutique ${shop.name} rouvre le ${frenchDay(date)}.`,
      before: { date, reason: day.reason },
    };
  });
}
