import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The calendar a shop's orders follow beyond its weekly hours: holiday ordering days and time windows.
// Read from the database on every call (no cache): a change in the back office applies at once.

export function findHolidays(db: Db, shopId: number, fromDate: string, onlyDate?: string) {
  let query = db.selectFrom('shop_holiday').selectAll().where('shop_id', '=', shopId).where('date', '>=', fromDate);
  if (onlyDate) query = query.where('date', '=', onlyDate);
  return query.orderBy('date').execute();
}

export function findHolidayArticles(db: Db, holidayIds: number[]) {
  if (holidayIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shop_holiday_article')
    .selectAll()
    .where('holiday_id', 'in', holidayIds)
    .orderBy('article_id')
    .execute();
}

export function findTimeWindows(
  db: Db,
  shopId: number,
  fromDate: string,
  filter: { mode?: 'Pickup' | 'Delivery'; date?: string } = {},
) {
  let query = db.selectFrom('shop_time_window').selectAll().where('shop_id', '=', shopId).where('date', '>=', fromDate);
  if (filter.mode) query = query.where('mode', '=', filter.mode);
  if (filter.date) query = query.where('date', '=', filter.date);
  return query.orderBy('date').orderBy('mode').orderBy('starts').execute();
}

/** Orders per time window, cancelled ones excepted: what a window's capacity counts. */
export async function countOrdersByWindow(db: Db, windowIds: number[]): Promise<Map<number, number>> {
  if (windowIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer_order')
    .select(['time_window_id', sql<number>`count(*)`.as('n')])
    .where('time_window_id', 'in', windowIds)
    .where('status', '!=', 'Cancelled')
    .groupBy('time_window_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.time_window_id), Number(r.n)]));
}

// The orders a shop's capacity counts (the orders table, read for the calendar's rules).

/** Orders per date and weekly delivery round ("2026-11-21|3") from `fromDate` on, cancelled ones excepted. */
export async function countOrdersByRound(db: Db, shopId: number, fromDate: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('customer_order')
    .select(['date', 'delivery_round_id', sql<number>`count(*)`.as('n')])
    .where('shop_id', '=', shopId)
    .where('date', '>=', fromDate)
    .where('delivery_round_id', 'is not', null)
    .where('status', '!=', 'Cancelled')
    .groupBy(['date', 'delivery_round_id'])
    .execute();
  return new Map(rows.map((r) => [`${r.date}|${r.delivery_round_id}`, Number(r.n)]));
}

/** Orders per date for a shop from `fromDate` on, cancelled ones excepted: what capacity counts. */
export async function countOrdersByDate(db: Db, shopId: number, fromDate: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('customer_order')
    .select(['date', sql<number>`count(*)`.as('n')])
    .where('shop_id', '=', shopId)
    .where('date', '>=', fromDate)
    .where('status', '!=', 'Cancelled')
    .groupBy('date')
    .execute();
  return new Map(rows.map((r) => [r.date, Number(r.n)]));
}

/**
 * What an order is checked against under the shop's lock, in one query (ADR 029): the orders (cancelled ones
 * excepted) counted against the shop's capacity on `date` and the time window's if one is chosen; the
 * customer's open orders (neither handed over nor cancelled) there that day and the shop's cap on them; and
 * whether the day is closed now (the shops the order was checked against were read at its arrival).
 */
export async function countForCapacity(
  db: Db,
  shopId: number,
  date: string,
  window: { id: number; round: boolean } | null,
  userId: number,
) {
  const windowId = window && !window.round ? window.id : null;
  // A weekly round's capacity is per day: its orders of that date.
  const inWindow = window?.round
    ? sql<number>`sum(case when date = ${date} and delivery_round_id = ${window.id} then 1 else 0 end)`
    : sql<number>`sum(case when time_window_id = ${windowId} then 1 else 0 end)`;
  const row = await db
    .selectFrom('customer_order')
    .select([
      sql<number>`sum(case when date = ${date} then 1 else 0 end)`.as('day'),
      inWindow.as('window'),
      sql<number>`sum(case when date = ${date} and user_id = ${userId} and status != 'Completed' then 1 else 0 end)`.as(
        'mine',
      ),
      sql<number>`(select open_orders_per_customer_per_day from shop where id = ${shopId})`.as('mine_cap'),
      sql<number>`(select count(*) from shop_closing_day where shop_id = ${shopId} and date = ${date})`.as('closed'),
    ])
    .where('shop_id', '=', shopId)
    .where('status', '!=', 'Cancelled')
    .where((eb) =>
      windowId === null ? eb('date', '=', date) : eb.or([eb('date', '=', date), eb('time_window_id', '=', windowId)]),
    )
    .executeTakeFirstOrThrow();
  return {
    day: Number(row.day ?? 0),
    window: Number(row.window ?? 0),
    mine: Number(row.mine ?? 0),
    mineCap: Number(row.mine_cap),
    closed: Number(row.closed) > 0,
  };
}
