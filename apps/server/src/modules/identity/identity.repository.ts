import type { Db } from '../../db/database.js';
import type { BusinessIdentityTable } from '../../db/schema.js';

export type IdentityRow = BusinessIdentityTable;
export type IdentityValues = Omit<BusinessIdentityTable, 'id'>;

export function findIdentity(db: Db) {
  return db.selectFrom('business_identity').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Writes the one identity row, creating it the first time. */
export async function saveIdentity(db: Db, values: IdentityValues) {
  await db
    .insertInto('business_identity')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
