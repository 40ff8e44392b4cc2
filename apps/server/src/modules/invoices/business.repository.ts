import { sql } from 'kysely';
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

export async function countPending(db: Db) {
  const row = await db.selectFrom('invoice_pending').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUserTerms(db: Db, userId: number) {
  return db
    .selectFrom('user_account')
    .select(['id', 'user_type', 'role', 'payment_terms', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function setUserTerms(db: Db, userId: number, terms: string | null) {
  return db.updateTable('user_account').set({ payment_terms: terms }).where('id', '=', userId).execute();
}
