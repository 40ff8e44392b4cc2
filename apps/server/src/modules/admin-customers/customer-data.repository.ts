import type { Db } from '../../db/database.js';

// What the shop holds about one customer that no other module answers (the account's row, the cart's and
// favourites' dates, the sessions): read for the GDPR export, and the checks of an anonymisation.

/** A live customer account (not staff, not deleted), every column. */
export const findLiveCustomer = (db: Db, id: number) =>
  db
    .selectFrom('user_account')
    .selectAll()
    .where('id', '=', id)
    .where('role', '=', 'customer')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const findCart = (db: Db, userId: number) =>
  db
    .selectFrom('cart_item as c')
    .innerJoin('article as a', 'a.id', 'c.article_id')
    .select(['c.article_id', 'a.designation', 'a.sale_unit', 'c.quantity_hundredths', 'c.updated_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.updated_at')
    .execute();

export const findFavorites = (db: Db, userId: number) =>
  db
    .selectFrom('favorite as f')
    .innerJoin('article as a', 'a.id', 'f.article_id')
    .select(['f.article_id', 'a.designation', 'f.created_at'])
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at')
    .execute();

/** When the customer logged in (sessions still on record), never the session ids. */
export const findSessions = (db: Db, userId: number) =>
  db
    .selectFrom('user_session')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** The numbers of the customer's orders still to prepare or hand over. */
export const findOpenOrderNumbers = (db: Db, userId: number) =>
  db
    .selectFrom('customer_order')
    .select('number')
    .where('user_id', '=', userId)
    .where('status', 'in', ['Pending', 'Confirmed', 'Ready'])
    .orderBy('date')
    .execute();

/** Marks the account deleted once: false when another request did it first. */
export async function closeAccount(db: Db, id: number, at: string) {
  const result = await db
    .updateTable('user_account')
    .set({ deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
