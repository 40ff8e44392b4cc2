import {
  addDays,
  type LeftOutReason,
  parisDate,
  type Shop,
  STANDING_ORDER_NEXT_COUNT,
  STANDING_ORDER_RECENT_COUNT,
  type StandingOrder,
  type StandingOrderOccurrence,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { holidayRules } from '../calendar/calendar.service.js';
import type { HolidayRule, Schedule } from '../calendar/calendar-rules.js';
import * as catalogue from '../catalogue/index.js';
import { type Fulfilment, fulfilmentAmong } from '../orders/fulfilment.js';
import { deliveryAddressOf } from '../orders/index.js';
import { listShops } from '../shops/shops.service.js';
import { datesBetween, occurrenceTiming, type Period } from './occurrence-dates.js';
import { alreadyOrderedMessage, orderAlreadyThere } from './same-place.js';
import type { LineRow, OccurrenceRow, OpenOrderRow, StandingOrderRow } from './standing-orders.repository.js';
import * as repo from './standing-orders.repository.js';

/** The shops with their holiday days ahead: what the placing times are computed from. */
export type Calendars = { shops: Shop[]; holidays: Map<number, HolidayRule[]> };

export async function readCalendars(db: Db, now: Date): Promise<Calendars> {
  const today = parisDate(now);
  const { shops } = await listShops(db, today);
  const holidays = new Map<number, HolidayRule[]>();
  for (const shop of shops) holidays.set(shop.id, await holidayRules(db, shop.id, today));
  return { shops, holidays };
}

export const periodOf = (row: StandingOrderRow): Period => ({
  weekdays: row.weekdays.split(',').map(Number),
  startDate: row.start_date,
  endDate: row.end_date,
});

/** The shop that prepares the standing order today (null when none does: a shop gone, a zone no longer served). */
export function fulfilmentOf(row: StandingOrderRow, shops: Shop[]): Fulfilment | null {
  try {
    return fulfilmentAmong(shops, row.mode, row.shop_id ?? undefined, row.address_post_code ?? undefined);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export const scheduleOf = (calendars: Calendars, shop: Shop): Schedule => ({
  ...shop,
  holidays: calendars.holidays.get(shop.id) ?? [],
});

export type LeftOut = { articleId: number; designation: string; reason: LeftOutReason };

/** A date the standing order placed or skipped, as its answer reads it. */
export function decided(row: OccurrenceRow, cutOffAt: Date | null): StandingOrderOccurrence {
  return {
    date: row.date,
    status: row.status === 'placed' ? 'Placed' : 'Skipped',
    placeAt: null,
    cutOffAt: cutOffAt?.toISOString() ?? null,
    skipReason: row.skip_reason,
    message: row.message,
    order: row.order_id !== null ? { id: row.order_id, number: row.order_number ?? '' } : null,
    leftOut: JSON.parse(row.left_out) as LeftOut[],
  };
}

/** Each customer's open orders in the window, by customer (a list is one customer's, but may be several). */
async function openOrdersOf(db: Db, rows: StandingOrderRow[], from: string, to: string) {
  const byUser = new Map<number, OpenOrderRow[]>();
  for (const userId of new Set(rows.map((r) => r.user_id))) {
    byUser.set(userId, await repo.findOpenOrdersBetween(db, userId, from, to));
  }
  return byUser;
}

/** Maps standing orders to the contract, with their coming dates and their recent occurrences. */
export async function toStandingOrders(
  db: Db,
  rows: StandingOrderRow[],
  now: Date,
  placeTime: string,
): Promise<StandingOrder[]> {
  if (rows.length === 0) return [];
  const today = parisDate(now);
  const ids = rows.map((r) => r.id);
  const horizon = addDays(today, 120);
  const [lines, occurrences, calendars, openOrders] = await Promise.all([
    repo.findLines(db, ids),
    // Enough past weeks for the recent ones, without reading years of history.
    repo.findOccurrences(db, ids, addDays(today, -90)),
    readCalendars(db, now),
    openOrdersOf(db, rows, today, horizon),
  ]);
  const onSale = new Map(
    (
      await catalogue
        .findArticlesByIds(db, [...new Set(lines.map((l) => l.article_id))], now.toISOString(), null)
        .execute()
    ).map((a) => [a.id, a.is_out_of_stock === 1]),
  );
  const lineOf = (l: LineRow): StandingOrder['lines'][number] => {
    const outOfStock = onSale.get(l.article_id);
    const reason: LeftOutReason | null = outOfStock === undefined ? 'Withdrawn' : outOfStock ? 'OutOfStock' : null;
    return {
      articleId: l.article_id,
      designation: l.designation,
      saleUnit: l.sale_unit,
      quantity: l.quantity_hundredths / 100,
      preparationNote: l.preparation_note,
      available: reason === null,
      unavailableReason: reason,
    };
  };

  return rows.map((row) => {
    const fulfilment = fulfilmentOf(row, calendars.shops);
    const schedule = fulfilment ? scheduleOf(calendars, fulfilment.shop) : null;
    const timing = (date: string) => (schedule ? occurrenceTiming(schedule, date, placeTime) : null);
    const mine = occurrences.filter((o) => o.standing_order_id === row.id);
    const byDate = new Map(mine.map((o) => [o.date, o]));
    const paused = row.paused === 1;

    const next: StandingOrderOccurrence[] = [];
    let nextDate: string | null = null;
    for (const date of datesBetween(periodOf(row), today, horizon)) {
      if (next.length >= STANDING_ORDER_NEXT_COUNT && (nextDate !== null || paused)) break;
      const known = byDate.get(date);
      const t = timing(date);
      let occurrence: StandingOrderOccurrence;
      if (known) occurrence = decided(known, t?.cutOffAt ?? null);
      else if (t && t.cutOffAt.getTime() <= now.getTime()) {
        // A date whose cut-off has passed undecided is gone (the server was down past it).
        continue;
      } else {
        // The customer's own order there that day: the date will be skipped, and is shown so already.
        const there =
          paused || !fulfilment
            ? undefined
            : orderAlreadyThere(openOrders.get(row.user_id) ?? [], date, row, fulfilment);
        occurrence = {
          date,
          status: paused ? 'Paused' : there ? 'Skipped' : 'Planned',
          placeAt: paused || there ? null : (t?.placeAt.toISOString() ?? null),
          cutOffAt: t?.cutOffAt.toISOString() ?? null,
          skipReason: there ? 'AlreadyOrdered' : null,
          message: there && fulfilment ? alreadyOrderedMessage(there, fulfilment) : null,
          order: there ? { id: there.id, number: there.number } : null,
          leftOut: [],
        };
      }
      if (nextDate === null && (occurrence.status === 'Planned' || occurrence.status === 'Placed')) {
        nextDate = occurrence.date;
      }
      if (next.length < STANDING_ORDER_NEXT_COUNT) next.push(occurrence);
    }
    const recent = mine
      .filter((o) => o.date < today)
      .reverse()
      .slice(0, STANDING_ORDER_RECENT_COUNT)
      .map((o) => decided(o, timing(o.date)?.cutOffAt ?? null));

    const hasAddress = row.mode === 'Delivery' && row.address_street !== null;
    return {
      id: row.id,
      name: row.name,
      mode: row.mode,
      shopId: row.shop_id,
      shop: fulfilment ? { id: fulfilment.shop.id, name: fulfilment.shop.name } : null,
      address: hasAddress ? deliveryAddressOf(row) : null,
      deliveryInstructions: row.delivery_instructions,
      comment: row.comment,
      windowStarts: row.window_starts,
      lines: lines.filter((l) => l.standing_order_id === row.id).map(lineOf),
      weekdays: periodOf(row).weekdays,
      startDate: row.start_date,
      endDate: row.end_date,
      paused,
      state: row.end_date !== null && row.end_date < today ? 'Ended' : paused ? 'Paused' : 'Active',
      skippedDates: mine.filter((o) => o.skip_reason === 'Customer' && o.date >= today).map((o) => o.date),
      nextOccurrences: next,
      nextDate,
      recentOccurrences: recent,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}
