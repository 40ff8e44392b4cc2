import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LotTable } from '../../db/schema.js';

export type LotColumns = Omit<Insertable<LotTable>, 'id' | 'code'>;

export function findLots(db: Db) {
  return db.selectFrom('lot').selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc').execute();
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
