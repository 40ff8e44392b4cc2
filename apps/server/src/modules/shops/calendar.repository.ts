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
