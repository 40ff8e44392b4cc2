import { type Db, isPostgres } from '../../db/database.js';

/** An article's quotas, by date, with the label of the holiday day each was set through. */
export function findArticleQuotas(db: Db, articleId: number) {
  return db
    .selectFrom('article_quota as q')
    .leftJoin('shop_holiday as h', 'h.id', 'q.holiday_id')
    .select(['q.date', 'q.holiday_id', 'h.label as holiday_label', 'q.quantity_hundredths'])
    .where('q.article_id', '=', articleId)
    .orderBy('q.date')
    .execute();
}

export function findArticleUnit(db: Db, articleId: number) {
  return db
    .selectFrom('article')
    .select(['id', 'designation', 'sale_unit'])
    .where('id', '=', articleId)
    .executeTakeFirst();
}

export function findHolidayDays(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('shop_holiday').select(['id', 'date']).where('id', 'in', ids).execute();
}

export async function replaceArticleQuotas(
  trx: Db,
  articleId: number,
  rows: { date: string; holiday_id: number | null; quantity_hundredths: number }[],
) {
  await trx.deleteFrom('article_quota').where('article_id', '=', articleId).execute();
  if (rows.length > 0) {
    await trx
      .insertInto('article_quota')
      .values(rows.map((r) => ({ ...r, article_id: articleId })))
      .execute();
  }
}

/**
 * The quotas of a day (of some articles, or of all), each with what the live orders of that day hold of it:
 * a cancelled order holds nothing, a reduced one its new quantity. `exceptOrderId` leaves one order out (an
 * order being changed counts its new lines instead).
 */
export function findQuotasWithSold(db: Db, date: string, articleIds?: number[], exceptOrderId?: number) {
  let query = db
    .selectFrom('article_quota as q')
    .select((eb) => [
      'q.article_id',
      'q.quantity_hundredths',
      eb.fn
        .coalesce(
          eb
            .selectFrom('order_line as l')
            .innerJoin('customer_order as o', 'o.id', 'l.order_id')
            .select((s) => s.fn.sum<number>('l.quantity_hundredths').as('sold'))
            .whereRef('l.article_id', '=', 'q.article_id')
            .where('o.date', '=', date)
            .where('o.status', '!=', 'Cancelled')
            .$if(exceptOrderId !== undefined, (w) => w.where('o.id', '!=', exceptOrderId as number)),
          eb.lit(0),
        )
        .as('sold'),
    ])
    .where('q.date', '=', date);
  if (articleIds) {
    if (articleIds.length === 0) return Promise.resolve([]);
    query = query.where('q.article_id', 'in', articleIds);
  }
  return query.execute();
}

/** The quotas of these articles on other days from `from` on, each with what that day's live orders hold. */
export function findOtherDaysWithSold(db: Db, from: string, except: string, articleIds: number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article_quota as q')
    .select((eb) => [
      'q.article_id',
      'q.date',
      'q.quantity_hundredths',
      eb.fn
        .coalesce(
          eb
            .selectFrom('order_line as l')
            .innerJoin('customer_order as o', 'o.id', 'l.order_id')
            .select((s) => s.fn.sum<number>('l.quantity_hundredths').as('sold'))
            .whereRef('l.article_id', '=', 'q.article_id')
            .whereRef('o.date', '=', 'q.date')
            .where('o.status', '!=', 'Cancelled'),
          eb.lit(0),
        )
        .as('sold'),
    ])
    .where('q.article_id', 'in', articleIds)
    .where('q.date', '>=', from)
    .where('q.date', '!=', except)
    .orderBy('q.date')
    .execute();
}

/**
 * Takes the lock on the day's quota rows of these articles, in one order (by article) so that two orders never
 * wait on each other. On PostgreSQL a row lock: the quota is the business's, so orders at two shops meet here.
 * On SQLite the caller's shop or order lock already holds the database's write lock.
 */
export async function lockQuotas(trx: Db, date: string, articleIds: number[]) {
  if (!isPostgres(trx) || articleIds.length === 0) return;
  await trx
    .selectFrom('article_quota')
    .select('id')
    .where('date', '=', date)
    .where('article_id', 'in', articleIds)
    .orderBy('article_id')
    .forUpdate()
    .execute();
}
