import type { Db } from '../../db/database.js';

/** Adds a favourite; adding it twice changes nothing. */
export async function addFavorite(db: Db, userId: number, articleId: number, now: string) {
  await db
    .insertInto('favorite')
    .values({ user_id: userId, article_id: articleId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, userId: number, articleId: number) {
  await db.deleteFrom('favorite').where('user_id', '=', userId).where('article_id', '=', articleId).execute();
}
