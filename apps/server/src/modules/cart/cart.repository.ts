import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

type CartLine = { article_id: number; quantity_hundredths: number };

const cartLines = prepared((db, userId: number) =>
  db
    .selectFrom('cart_item as c')
    .innerJoin('article as a', 'a.id', 'c.article_id')
    .select(['c.article_id', 'c.quantity_hundredths'])
    .where('c.user_id', '=', userId)
    .where('a.is_active', '=', 1)
    .orderBy('c.updated_at')
    .orderBy('c.article_id'),
);

/** The user's lines whose article is still sold, oldest first. */
export async function findCartLines(db: Db, userId: number): Promise<CartLine[]> {
  return (await cartLines(db, userId)).rows;
}

const removeLine = prepared((db, userId: number, articleId: number) =>
  db.deleteFrom('cart_item').where('user_id', '=', userId).where('article_id', '=', articleId),
);

const upsertLine = prepared((db, userId: number, articleId: number, quantityHundredths: number, now: string) =>
  db
    .insertInto('cart_item')
    .values({ user_id: userId, article_id: articleId, quantity_hundredths: quantityHundredths, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'article_id']).doUpdateSet({ quantity_hundredths: quantityHundredths })),
);

/*
 * PostgreSQL: the line's write and the cart's read in one statement (one round trip), committed without
 * waiting for the disk (ADR 026). A statement's reads do not see its own writes, so the written line comes
 * from RETURNING and the others from the table. A cart is no order: a crash of the database server may lose
 * the last fraction of a second of cart changes, never leave the data inconsistent.
 */
const otherLines = (userId: number, articleId: number) => sql`select c.article_id, c.quantity_hundredths, c.updated_at
  from cart_item c join article a on a.id = c.article_id
  where c.user_id = ${userId}::integer and c.article_id <> ${articleId}::integer and a.is_active = 1`;
const noWait = sql`no_wait as (select set_config('synchronous_commit', 'off', true))`;
const pgUpsertAndRead = prepared((db, userId: number, articleId: number, quantityHundredths: number, now: string) => {
  const query = sql<CartLine>`with ${noWait}, written as (
      insert into cart_item (user_id, article_id, quantity_hundredths, updated_at)
      select ${userId}::integer, ${articleId}::integer, ${quantityHundredths}::integer, ${now}::text from no_wait
      on conflict (user_id, article_id) do update set quantity_hundredths = excluded.quantity_hundredths
      returning article_id, quantity_hundredths, updated_at)
    select article_id, quantity_hundredths from (${otherLines(userId, articleId)} union all select * from written) lines
    order by updated_at, article_id`;
  return { compile: () => query.compile(db) };
});
const pgRemoveAndRead = prepared((db, userId: number, articleId: number) => {
  const query = sql<CartLine>`with ${noWait}, removed as (
      delete from cart_item where user_id = ${userId}::integer and article_id = ${articleId}::integer
        and exists (select 1 from no_wait))
    select article_id, quantity_hundredths from (${otherLines(userId, articleId)}) lines order by updated_at, article_id`;
  return { compile: () => query.compile(db) };
});

/** Sets one line's quantity (0 removes it) and answers the user's lines as `findCartLines` does. */
export async function setCartLine(
  db: Db,
  userId: number,
  articleId: number,
  quantityHundredths: number,
  now: string,
): Promise<CartLine[]> {
  if (isPostgres(db)) {
    const { rows } =
      quantityHundredths === 0
        ? await pgRemoveAndRead(db, userId, articleId)
        : await pgUpsertAndRead(db, userId, articleId, quantityHundredths, now);
    return rows;
  }
  if (quantityHundredths === 0) await removeLine(db, userId, articleId);
  else await upsertLine(db, userId, articleId, quantityHundredths, now);
  return findCartLines(db, userId);
}

export async function clearCart(db: Db, userId: number) {
  await db.deleteFrom('cart_item').where('user_id', '=', userId).execute();
}
