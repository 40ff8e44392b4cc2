import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { batchPerTurn } from '../../db/turn-batch.js';

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
 * PostgreSQL: the cart updates of one event-loop turn, each of another user, in one statement (one round trip,
 * ADR 026): the removals and the upserts, then every one of those users' lines. A statement's reads do not see
 * its own writes, and it writes one line per user: each user's other lines come from the table, the written
 * ones from RETURNING. Committed without waiting for the disk: a cart is no order, and a crash of the database
 * server may lose the last fraction of a second of cart changes, never leave the data inconsistent.
 */
const pgWriteAndRead = prepared(
  (db, userIds: number[], articleIds: number[], quantitiesHundredths: number[], nows: string[]) => {
    const query = sql<CartLine & { user_id: number }>`with
      no_wait as (select set_config('synchronous_commit', 'off', true)),
      input as (
        select * from unnest(${userIds}::integer[], ${articleIds}::integer[], ${quantitiesHundredths}::integer[],
          ${nows}::text[]) as i(user_id, article_id, quantity_hundredths, updated_at)),
      removed as (
        delete from cart_item c using input i
        where c.user_id = i.user_id and c.article_id = i.article_id and i.quantity_hundredths = 0
          and exists (select 1 from no_wait)),
      written as (
        insert into cart_item (user_id, article_id, quantity_hundredths, updated_at)
        select user_id, article_id, quantity_hundredths, updated_at from input, no_wait where quantity_hundredths > 0
        on conflict (user_id, article_id) do update set quantity_hundredths = excluded.quantity_hundredths
        returning user_id, article_id, quantity_hundredths, updated_at)
      select user_id, article_id, quantity_hundredths from (
        select c.user_id, c.article_id, c.quantity_hundredths, c.updated_at
          from input i join cart_item c on c.user_id = i.user_id and c.article_id <> i.article_id
          join article a on a.id = c.article_id
          where a.is_active = 1
        union all select * from written) lines
      order by user_id, updated_at, article_id`;
    return { compile: () => query.compile(db) };
  },
);

type CartWrite = { userId: number; articleId: number; quantityHundredths: number; now: string };

/** Writes updates of different users in one statement; answers each user's lines. */
async function pgWrite(db: Db, writes: readonly CartWrite[]): Promise<CartLine[][]> {
  const { rows } = await pgWriteAndRead(
    db,
    writes.map((w) => w.userId),
    writes.map((w) => w.articleId),
    writes.map((w) => w.quantityHundredths),
    writes.map((w) => w.now),
  );
  const byUser = new Map<number, CartLine[]>(writes.map((w) => [w.userId, []]));
  for (const { user_id, article_id, quantity_hundredths } of rows) {
    byUser.get(user_id)?.push({ article_id, quantity_hundredths });
  }
  return writes.map((w) => byUser.get(w.userId) ?? []);
}

/** As pgWrite; if the statement fails, each update alone, so that only the faulty one fails. */
async function pgWriteEachFailingAlone(db: Db, writes: readonly CartWrite[]): Promise<(CartLine[] | Error)[]> {
  try {
    return await pgWrite(db, writes);
  } catch (error) {
    if (writes.length === 1) return [error instanceof Error ? error : new Error(String(error))];
    return Promise.all(
      writes.map((w) =>
        pgWrite(db, [w]).then(
          ([lines]) => lines ?? [],
          (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
        ),
      ),
    );
  }
}

/**
 * Under load the cart updates arriving in one event-loop turn go to the database together: one statement
 * for all their users instead of a round trip each. A user's second update of the same turn waits for the
 * first (its own statement after it), so each answer shows the cart as of its own update.
 */
const pgWriteInTurn = batchPerTurn<CartWrite, CartLine[]>(async (db, writes) => {
  const answers: (CartLine[] | Error)[] = new Array(writes.length);
  let pending = writes.map((write, index) => ({ write, index }));
  while (pending.length > 0) {
    const users = new Set<number>();
    const round: typeof pending = [];
    const later: typeof pending = [];
    for (const entry of pending) {
      if (users.has(entry.write.userId)) later.push(entry);
      else {
        users.add(entry.write.userId);
        round.push(entry);
      }
    }
    const results = await pgWriteEachFailingAlone(
      db,
      round.map(({ write }) => write),
    );
    round.forEach(({ index }, i) => {
      answers[index] = results[i] as CartLine[] | Error;
    });
    pending = later;
  }
  return answers;
});

/** Sets one line's quantity (0 removes it) and answers the user's lines as `findCartLines` does. */
export async function setCartLine(
  db: Db,
  userId: number,
  articleId: number,
  quantityHundredths: number,
  now: string,
): Promise<CartLine[]> {
  if (isPostgres(db)) return pgWriteInTurn(db, { userId, articleId, quantityHundredths, now });
  if (quantityHundredths === 0) await removeLine(db, userId, articleId);
  else await upsertLine(db, userId, articleId, quantityHundredths, now);
  return findCartLines(db, userId);
}

export async function clearCart(db: Db, userId: number) {
  await db.deleteFrom('cart_item').where('user_id', '=', userId).execute();
}
