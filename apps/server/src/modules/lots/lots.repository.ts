import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LotTable } from '../../db/schema.js';

export type LotColumns = Omit<Insertable<LotTable>, 'id' | 'code'>;

/** The open lots first, then the latest closed; newest first within each (NULLs sort apart on each engine). */
export function findLots(db: Db) {
  return db
    .selectFrom('lot')
    .selectAll()
    .orderBy(sql`case when closed_at is null then 0 else 1 end`)
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findLot(db: Db, id: number) {
  return db.selectFrom('lot').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLotByCode(db: Db, code: string) {
  return db.selectFrom('lot').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findLotsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('lot').selectAll().where('id', 'in', ids).execute();
}

/** Inserts the lot, then names it from its number: « L2026-0007 ». */
export async function insertLot(db: Db, values: LotColumns) {
  const { id } = await db
    .insertInto('lot')
    .values({ ...values, code: `new-${crypto.randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = `L${values.slaughter_date.slice(0, 4)}-${String(id).padStart(4, '0')}`;
  await db.updateTable('lot').set({ code }).where('id', '=', id).execute();
  return id;
}

export function updateLot(db: Db, id: number, values: Updateable<LotTable>) {
  return db.updateTable('lot').set(values).where('id', '=', id).execute();
}

export function findArticle(db: Db, id: number) {
  return db.selectFrom('article').select(['id', 'designation', 'lot_id']).where('id', '=', id).executeTakeFirst();
}

export function findArticlesOnLot(db: Db, lotId: number) {
  return db.selectFrom('article').select(['id', 'designation', 'lot_id']).where('lot_id', '=', lotId).execute();
}

/** Every article sold from a lot now, for the back office's list. */
export function findArticlesOnLots(db: Db) {
  return db
    .selectFrom('article')
    .select(['id', 'designation', 'lot_id'])
    .where('lot_id', 'is not', null)
    .orderBy('designation')
    .execute();
}

/** The article is sold from `lotId` from `since`: its current lot, and a row of its history. */
export async function setArticleLot(
  db: Db,
  row: { articleId: number; lotId: number | null; since: string; setBy: number | null },
) {
  await db.updateTable('article').set({ lot_id: row.lotId }).where('id', '=', row.articleId).execute();
  await db
    .insertInto('article_lot')
    .values({ article_id: row.articleId, lot_id: row.lotId, since: row.since, set_by: row.setBy })
    .execute();
}

/** Every line sold from the lot (cancelled orders and lines not supplied aside), pros first, then by day. */
export function findLotOrderLines(db: Db, lotId: number) {
  return db
    .selectFrom('order_line as l')
    .innerJoin('customer_order as o', 'o.id', 'l.order_id')
    .innerJoin('user_account as u', 'u.id', 'o.user_id')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select([
      'o.id as order_id',
      'o.number',
      'o.date',
      'o.is_pro',
      's.name as shop_name',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.company',
      'u.email',
      'u.phone_number',
      'l.designation',
      'l.sale_unit',
      'l.quantity_hundredths',
      'l.weighed_grams',
    ])
    .where('l.lot_id', '=', lotId)
    .where('l.is_unavailable', '=', 0)
    .where('o.status', '!=', 'Cancelled')
    .orderBy('o.is_pro', 'desc')
    .orderBy('o.date')
    .orderBy('o.id')
    .orderBy('l.position')
    .execute();
}

/** Who a recall tells, reached through one of their orders. */
export function findOrderContact(db: Db, orderId: number) {
  return db
    .selectFrom('customer_order as o')
    .innerJoin('user_account as u', 'u.id', 'o.user_id')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select(['o.number', 'u.email', 'u.first_name', 'u.phone_number', 's.name as shop_name', 's.phone as shop_phone'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
