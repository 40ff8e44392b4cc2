import type { Db } from '../../db/database.js';

/** The user's lines whose article is still sold, oldest first. */
export function findCartLines(db: Db, userId: number) {
  return db
    .selectFrom('cart_item as c')
    .innerJoin('article as a', 'a.id', 'c.article_id')
    .select(['c.article_id', 'c.quantity_hundredths'])
    .where('c.user_id', '=', userId)
    .where('a.is_active', '=', 1)
    .orderBy('c.updated_at')
    .orderBy('c.article_id')
    .execute();
}

export async function setCartLine(db: Db, userId: number, articleId: number, quantityHundredths: number, now: string) {
  if (quantityHundredths === 0) {
    await db.deleteFrom('cart_item').where('user_id', '=', userId).where('article_id', '=', articleId).execute();
    return;
  }
  await db
    .insertInto('cart_item')
    .values({ user_id: userId, article_id: articleId, quantity_hundredths: quantityHundredths, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'article_id']).doUpdateSet({ quantity_hundredths: quantityHundredths }))
    .execute();
}

export async function clearCart(db: Db, userId: number) {
  await db.deleteFrom('cart_item').where('user_id', '=', userId).execute();
}
