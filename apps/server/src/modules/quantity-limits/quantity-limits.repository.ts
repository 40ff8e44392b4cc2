import type { Db } from '../../db/database.js';
import type { BusinessSettingsTable } from '../../db/schema.js';

export type LimitColumns = Omit<BusinessSettingsTable, 'id'>;

/** The ceilings in force (the migration writes the one row; a database restored without it has none). */
export function findLimits(db: Db) {
  return db
    .selectFrom('business_settings')
    .select(['particulier_max_kg', 'particulier_max_pieces', 'pro_max_kg', 'pro_max_pieces'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

export async function saveLimits(db: Db, values: LimitColumns) {
  await db
    .insertInto('business_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** The first shop's phone, for a business whose own phone is not set yet. */
export function findFirstShopPhone(db: Db) {
  return db.selectFrom('shop').select('phone').orderBy('position').orderBy('id').limit(1).executeTakeFirst();
}
