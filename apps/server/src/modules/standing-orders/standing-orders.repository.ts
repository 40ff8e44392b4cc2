import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StandingOrderLineTable, StandingOrderOccurrenceTable, StandingOrderTable } from '../../db/schema.js';

export type StandingOrderRow = NonNullable<Awaited<ReturnType<typeof findStandingOrder>>>;
export type NewStandingOrder = Insertable<StandingOrderTable>;
export type NewLine = Omit<Insertable<StandingOrderLineTable>, 'standing_order_id'>;

export function findStandingOrder(db: Db, id: number) {
  return db.selectFrom('standing_order').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserStandingOrder(db: Db, userId: number, id: number) {
  return db
    .selectFrom('standing_order')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findUserStandingOrders(db: Db, userId: number) {
  return db.selectFrom('standing_order').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function countUserStandingOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('standing_order')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Standing orders the schedule may have to place: not paused, not ended at `today`. */
export function findSchedulable(db: Db, today: string) {
  return db
    .selectFrom('standing_order')
    .selectAll()
    .where('paused', '=', 0)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .orderBy('id')
    .execute();
}

/** The lines with what the article is called and sold by today. */
export function findLines(db: Db, standingOrderIds: number[]) {
  if (standingOrderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('standing_order_line as l')
    .innerJoin('article as a', 'a.id', 'l.article_id')
    .select([
      'l.standing_order_id',
      'l.position',
      'l.article_id',
      'l.quantity_hundredths',
      'l.preparation_note',
      'a.designation',
      'a.sale_unit',
    ])
    .where('l.standing_order_id', 'in', standingOrderIds)
    .orderBy('l.standing_order_id')
    .orderBy('l.position')
    .execute();
}
export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

export async function insertStandingOrder(db: Db, row: NewStandingOrder, lines: NewLine[]): Promise<number> {
  const { id } = await db.insertInto('standing_order').values(row).returning('id').executeTakeFirstOrThrow();
  await replaceLines(db, id, lines);
  return id;
}

export async function updateStandingOrder(db: Db, id: number, patch: Updateable<StandingOrderTable>) {
  await db.updateTable('standing_order').set(patch).where('id', '=', id).execute();
}

export async function replaceLines(db: Db, id: number, lines: NewLine[]) {
  await db.deleteFrom('standing_order_line').where('standing_order_id', '=', id).execute();
  if (lines.length > 0) {
    await db
      .insertInto('standing_order_line')
      .values(lines.map((l) => ({ ...l, standing_order_id: id })))
      .execute();
  }
}

export async function deleteStandingOrder(db: Db, id: number) {
  await db.deleteFrom('standing_order_occurrence').where('standing_order_id', '=', id).execute();
  await db.deleteFrom('standing_order_line').where('standing_order_id', '=', id).execute();
  await db.deleteFrom('standing_order').where('id', '=', id).execute();
}

// Occurrences

export function findOccurrence(db: Db, standingOrderId: number, date: string) {
  return db
    .selectFrom('standing_order_occurrence')
    .selectAll()
    .where('standing_order_id', '=', standingOrderId)
    .where('date', '=', date)
    .executeTakeFirst();
}

/** Decided dates from `fromDate` on (every one when null), with the placed order's number. */
export function findOccurrences(db: Db, standingOrderIds: number[], fromDate: string | null = null) {
  if (standingOrderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('standing_order_occurrence as s')
    .leftJoin('customer_order as o', 'o.id', 's.order_id')
    .select([
      's.standing_order_id',
      's.date',
      's.status',
      's.skip_reason',
      's.message',
      's.order_id',
      's.left_out',
      'o.number as order_number',
    ])
    .where('s.standing_order_id', 'in', standingOrderIds)
    .$if(fromDate !== null, (q) => q.where('s.date', '>=', fromDate as string))
    .orderBy('s.standing_order_id')
    .orderBy('s.date')
    .execute();
}
export type OccurrenceRow = Awaited<ReturnType<typeof findOccurrences>>[number];

export async function insertOccurrence(db: Db, row: Insertable<StandingOrderOccurrenceTable>) {
  await db.insertInto('standing_order_occurrence').values(row).execute();
}

/** Gives back a date the customer skipped; answers whether there was one. */
export async function deleteCustomerSkip(db: Db, standingOrderId: number, date: string): Promise<boolean> {
  const result = await db
    .deleteFrom('standing_order_occurrence')
    .where('standing_order_id', '=', standingOrderId)
    .where('date', '=', date)
    .where('status', '=', 'skipped')
    .where('skip_reason', '=', 'Customer')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What articles are called, withdrawn ones included (to name them in a refusal). */
export function findArticleNames(db: Db, ids: number[]) {
  return db.selectFrom('article').select(['id', 'designation']).where('id', 'in', ids).execute();
}

export function findOrderNumber(db: Db, orderId: number) {
  return db.selectFrom('customer_order').select('number').where('id', '=', orderId).executeTakeFirst();
}

/**
 * The customer's open orders (neither handed over nor cancelled) from `fromDate` to `toDate`, both included,
 * with where they go: a standing order places none on such a day at the same place.
 */
export function findOpenOrdersBetween(db: Db, userId: number, fromDate: string, toDate: string) {
  return db
    .selectFrom('customer_order')
    .select(['id', 'number', 'date', 'mode', 'shop_id', 'address_street', 'address_post_code'])
    .where('user_id', '=', userId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .where('status', 'not in', ['Completed', 'Cancelled'])
    .orderBy('date')
    .orderBy('id')
    .execute();
}
export type OpenOrderRow = Awaited<ReturnType<typeof findOpenOrdersBetween>>[number];

/** The standing order's customer, while their account lives (a deleted account places nothing). */
export const findActiveUser = (db: Db, id: number) =>
  db.selectFrom('user_account').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
