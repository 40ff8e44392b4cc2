import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

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
export async function findCartLines(db: Db, userId: number) {
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

export async function setCartLine(db: Db, userId: number, articleId: number, quantityHundredths: number, now: string) {
  if (quantityHundredths === 0) await removeLine(db, userId, articleId);
  else await upsertLine(db, userId, articleId, quantityHundredths, now);
}

export async function clearCart(db: Db, userId: number) {
  await db.deleteFrom('cart_item').where('user_id', '=', userId).execute();
}
