import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

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
