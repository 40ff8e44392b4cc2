import type { Db } from '../../db/database.js';

const PRO_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'company',
  'vat_number',
  'email',
  'phone_number',
  'pro_requested_at',
  'pro_approved_at',
  'created_at',
] as const;

/** Pro accounts waiting for an admin's approval, oldest request first. */
export const findPendingPros = (db: Db) =>
  db
    .selectFrom('user_account')
    .select(PRO_COLUMNS)
    .where('user_type', '=', 2)
    .where('pro_approved_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('pro_requested_at')
    .orderBy('id')
    .execute();

export type ProAccountRow = Awaited<ReturnType<typeof findPendingPros>>[number];

/** A live account that is a pro (approved or not), or undefined. */
export const findProAccount = (db: Db, id: number) =>
  db
    .selectFrom('user_account')
    .select(PRO_COLUMNS)
    .where('id', '=', id)
    .where('user_type', '=', 2)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** Approves a pending pro once: false when it was approved meanwhile (or is no longer a pro). */
export async function approvePro(db: Db, id: number, approvedBy: number, at: string) {
  const result = await db
    .updateTable('user_account')
    .set({ pro_approved_at: at, pro_approved_by: approvedBy, updated_at: at })
    .where('id', '=', id)
    .where('user_type', '=', 2)
    .where('pro_approved_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
