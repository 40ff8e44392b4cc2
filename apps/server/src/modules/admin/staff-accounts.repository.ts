import type { Db } from '../../db/database.js';

export const findShopsByDepartment = (db: Db) =>
  db.selectFrom('shop').select(['id', 'department', 'name']).orderBy('position').orderBy('id').execute();

/** A staff member's shops become exactly `shopIds` (none for an admin, who sees every shop). */
export async function replaceStaffShops(db: Db, userId: number, shopIds: number[]) {
  await db.deleteFrom('staff_shop').where('user_id', '=', userId).execute();
  if (shopIds.length > 0) {
    await db
      .insertInto('staff_shop')
      .values(shopIds.map((shopId) => ({ user_id: userId, shop_id: shopId })))
      .execute();
  }
}
