import type { Db } from '../../db/database.js';
import type { BoxTable } from '../../db/schema.js';

export function findBoxArticle(db: Db, articleId: number) {
  return db
    .selectFrom('article')
    .select(['id', 'designation', 'sale_unit', 'kind'])
    .where('id', '=', articleId)
    .executeTakeFirst();
}

export function findLot(db: Db, lotId: number) {
  return db
    .selectFrom('lot')
    .select(['id', 'code', 'slaughter_date', 'closed_at'])
    .where('id', '=', lotId)
    .executeTakeFirst();
}

export function findShopExists(db: Db, shopId: number) {
  return db.selectFrom('shop').select('id').where('id', '=', shopId).executeTakeFirst();
}

/** Boxes with their article's name, their lot's code and what live orders hold of them (one box a piece). */
function boxesWithSold(db: Db) {
  return db
    .selectFrom('box as b')
    .innerJoin('article as a', 'a.id', 'b.article_id')
    .innerJoin('lot as l', 'l.id', 'b.lot_id')
    .selectAll('b')
    .select(['a.designation', 'l.code as lot_code', 'l.slaughter_date'])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('order_line as ol')
            .innerJoin('customer_order as o', 'o.id', 'ol.order_id')
            .select((s) => s.fn.sum<number>('ol.quantity_hundredths').as('sold'))
            .whereRef('ol.article_id', '=', 'b.article_id')
            .where('o.status', '!=', 'Cancelled'),
          eb.lit(0),
        )
        .as('sold_hundredths'),
    );
}
export type BoxRow = NonNullable<Awaited<ReturnType<typeof findBoxOfArticle>>>;

export function findBoxOfArticle(db: Db, articleId: number) {
  return boxesWithSold(db).where('b.article_id', '=', articleId).executeTakeFirst();
}

export function findBoxesOfLot(db: Db, lotId: number) {
  return boxesWithSold(db).where('b.lot_id', '=', lotId).orderBy('b.id').execute();
}

export async function saveBox(
  trx: Db,
  articleId: number,
  values: Omit<BoxTable, 'id' | 'article_id' | 'cancelled_at' | 'cancel_reason' | 'created_at' | 'updated_at'>,
  at: string,
) {
  const updated = await trx
    .updateTable('box')
    .set({ ...values, updated_at: at })
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('box')
      .values({ ...values, article_id: articleId, created_at: at, updated_at: at })
      .execute();
  }
  await trx.updateTable('article').set({ kind: 'colis' }).where('id', '=', articleId).execute();
  await setNominalPrice(
    trx,
    articleId,
    Math.round((values.price_per_kg_cents * values.nominal_weight_grams) / 1000),
    at,
  );
}

/**
 * The box's article is priced at the box's nominal price (ADR 074): the catalogue, the cart and the order's
 * total say what the customer is told, never less than the deposit. Written as any price change is, with its
 * row in the price history (the reference price reads it; the catalogue's cache follows by its trigger).
 */
async function setNominalPrice(trx: Db, articleId: number, priceCents: number, at: string) {
  const article = await trx
    .selectFrom('article')
    .select(['price_cents', 'purchase_price_cents'])
    .where('id', '=', articleId)
    .executeTakeFirstOrThrow();
  if (article.price_cents === priceCents) return;
  await trx
    .updateTable('article')
    .set({ price_cents: priceCents, updated_at: at })
    .where('id', '=', articleId)
    .execute();
  await trx
    .insertInto('article_price_history')
    .values({
      article_id: articleId,
      price_cents: priceCents,
      purchase_price_cents: article.purchase_price_cents,
      valid_from: at,
    })
    .execute();
}

/**
 * Cancels the lot's boxes not yet cancelled, by compare-and-set: of two requests at once, the second waits for
 * the first's rows (PostgreSQL) or its write lock (SQLite), then finds them cancelled and answers none.
 */
export async function cancelBoxesOfLot(trx: Db, lotId: number, reason: string, at: string) {
  const rows = await trx
    .updateTable('box')
    .set({ cancelled_at: at, cancel_reason: reason, updated_at: at })
    .where('lot_id', '=', lotId)
    .where('cancelled_at', 'is', null)
    .returning(['id', 'article_id', 'distribution_date'])
    .execute();
  return rows;
}

/** Live orders (not cancelled, not handed over) holding one of these articles. */
export function findLiveOrdersOf(trx: Db, articleIds: number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('customer_order as o')
    .innerJoin('order_line as ol', 'ol.order_id', 'o.id')
    .select('o.id')
    .distinct()
    .where('ol.article_id', 'in', articleIds)
    .where('o.status', 'not in', ['Cancelled', 'Completed'])
    .orderBy('o.id')
    .execute();
}
