import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ShopHolidayTable, ShopTable } from '../../db/schema.js';

export function findShopRow(db: Db, id: number) {
  return db.selectFrom('shop').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateShopRow(db: Db, id: number, values: Updateable<ShopTable>) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('shop').set(values).where('id', '=', id).execute();
}

export async function replaceOpeningPeriods(
  db: Db,
  shopId: number,
  days: { weekday: number; periods: { opens: string; closes: string }[] }[],
) {
  const weekdays = days.map((d) => d.weekday);
  if (weekdays.length === 0) return;
  await db.deleteFrom('shop_opening_period').where('shop_id', '=', shopId).where('weekday', 'in', weekdays).execute();
  const rows = days.flatMap((d) => d.periods.map((p) => ({ shop_id: shopId, weekday: d.weekday, ...p })));
  if (rows.length > 0) await db.insertInto('shop_opening_period').values(rows).execute();
}

export async function replaceDeliveryZones(
  db: Db,
  shopId: number,
  zones: { name: string; postCodes: string[]; feeCents: number; minimumOrderCents: number }[],
) {
  await db.deleteFrom('delivery_zone').where('shop_id', '=', shopId).execute();
  for (const zone of zones) {
    const { id } = await db
      .insertInto('delivery_zone')
      .values({
        shop_id: shopId,
        name: zone.name,
        fee_cents: zone.feeCents,
        minimum_order_cents: zone.minimumOrderCents,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const postCodes = [...new Set(zone.postCodes)];
    await db
      .insertInto('delivery_zone_post_code')
      .values(postCodes.map((post_code) => ({ zone_id: id, post_code })))
      .execute();
  }
}

/** Orders placed for a shop's day, cancelled ones excepted. */
/** The numbers of the orders not cancelled on a day, in order: a closing day must not strand them. */
/** The open orders of a shop's day (neither cancelled nor handed over), by number: what a closing moves or cancels. */
export function findOpenOrdersOn(db: Db, shopId: number, date: string) {
  return db
    .selectFrom('customer_order')
    .select(['id', 'number', 'mode', 'time_window_starts', 'time_window_ends'])
    .where('shop_id', '=', shopId)
    .where('date', '=', date)
    .where('status', 'not in', ['Cancelled', 'Completed'])
    .orderBy('number')
    .execute();
}

/** What the staff's boards are told of orders a closing moved or cancelled (ADR 066). */
export function findOrderNews(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_order')
    .select(['id', 'shop_id', 'number', 'date', 'status'])
    .where('id', 'in', ids)
    .execute();
}

export function findClosingDay(db: Db, shopId: number, date: string) {
  return db
    .selectFrom('shop_closing_day')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('date', '=', date)
    .executeTakeFirst();
}

export function insertClosingDay(db: Db, shopId: number, date: string, reason: string) {
  return db.insertInto('shop_closing_day').values({ shop_id: shopId, date, reason }).execute();
}

export function deleteClosingDay(db: Db, shopId: number, date: string) {
  return db.deleteFrom('shop_closing_day').where('shop_id', '=', shopId).where('date', '=', date).execute();
}

export function findHolidayById(db: Db, shopId: number, id: number) {
  return db
    .selectFrom('shop_holiday')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findHolidayOn(db: Db, shopId: number, date: string) {
  return db
    .selectFrom('shop_holiday')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('date', '=', date)
    .executeTakeFirst();
}

/** A holiday's own columns, as the owner sets them (the shop is the route's). */
export type HolidayValues = Omit<ShopHolidayTable, 'id' | 'shop_id'>;

export async function insertHoliday(db: Db, shopId: number, values: HolidayValues): Promise<number> {
  const { id } = await db
    .insertInto('shop_holiday')
    .values({ shop_id: shopId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function updateHoliday(db: Db, id: number, values: HolidayValues) {
  return db.updateTable('shop_holiday').set(values).where('id', '=', id).execute();
}

export function deleteHoliday(db: Db, id: number) {
  return db.deleteFrom('shop_holiday').where('id', '=', id).execute();
}

export async function replaceHolidayArticles(db: Db, holidayId: number, articleIds: number[]) {
  await db.deleteFrom('shop_holiday_article').where('holiday_id', '=', holidayId).execute();
  const ids = [...new Set(articleIds)];
  if (ids.length > 0) {
    await db
      .insertInto('shop_holiday_article')
      .values(ids.map((article_id) => ({ holiday_id: holidayId, article_id })))
      .execute();
  }
}

/** The ids among `ids` that are articles of the catalogue. */
export async function existingArticleIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('article').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export function findWindowById(db: Db, shopId: number, id: number) {
  return db
    .selectFrom('shop_time_window')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertWindow(
  db: Db,
  shopId: number,
  values: { date: string; mode: 'Pickup' | 'Delivery'; starts: string; ends: string; capacity: number },
): Promise<number> {
  const { id } = await db
    .insertInto('shop_time_window')
    .values({ shop_id: shopId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function updateWindowCapacity(db: Db, id: number, capacity: number) {
  return db.updateTable('shop_time_window').set({ capacity }).where('id', '=', id).execute();
}

export function deleteWindow(db: Db, id: number) {
  return db.deleteFrom('shop_time_window').where('id', '=', id).execute();
}

export function findRounds(db: Db, shopId: number, weekday: number) {
  return db
    .selectFrom('shop_delivery_round')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('weekday', '=', weekday)
    .orderBy('starts')
    .execute();
}

export function findRoundById(db: Db, shopId: number, id: number) {
  return db
    .selectFrom('shop_delivery_round')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertRound(
  db: Db,
  shopId: number,
  values: { weekday: number; starts: string; ends: string; capacity: number },
): Promise<number> {
  const { id } = await db
    .insertInto('shop_delivery_round')
    .values({ shop_id: shopId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function deleteRound(db: Db, id: number) {
  return db.deleteFrom('shop_delivery_round').where('id', '=', id).execute();
}
