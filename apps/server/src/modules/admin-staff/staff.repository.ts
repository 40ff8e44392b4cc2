import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserAccountTable } from '../../db/schema.js';

// The back office's accounts (role staff or admin). A revoked account keeps its row, name and e-mail
// (the journal names it, and creating it again reactivates it), with `deleted_at` set.

const STAFF_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.role',
  'u.created_at',
  'u.deleted_at',
] as const;

function staffAccounts(db: Db) {
  return db
    .selectFrom('user_account as u')
    .select(STAFF_COLUMNS)
    .select((eb) => [
      sql<number>`case when u.password_hash is null then 0 else 1 end`.as('has_password'),
      eb
        .selectFrom('user_session as s')
        .whereRef('s.user_id', '=', 'u.id')
        .select(sql<string | null>`max(s.created_at)`.as('at'))
        .as('last_login_at'),
      // The second factor is on (ADR 045): the owner sees who still has to turn it on.
      sql<number>`case when exists (select 1 from user_two_factor t where t.user_id = u.id and t.enabled_at is not null) then 1 else 0 end`.as(
        'two_factor',
      ),
    ])
    .where('u.role', 'in', ['staff', 'admin'])
    .where('u.email', 'is not', null);
}

/** Every back-office account, the live ones first, by name. */
export const findStaffAccounts = (db: Db) =>
  staffAccounts(db)
    .orderBy(sql`case when u.deleted_at is null then 0 else 1 end`)
    .orderBy(sql`lower(coalesce(u.last_name, ''))`)
    .orderBy(sql`lower(coalesce(u.first_name, ''))`)
    .orderBy('u.id')
    .execute();

export type StaffRow = Awaited<ReturnType<typeof findStaffAccounts>>[number];

/** One back-office account, revoked or not. */
export const findStaffAccount = (db: Db, id: number) => staffAccounts(db).where('u.id', '=', id).executeTakeFirst();

/** Any account holding this e-mail, deleted or revoked included (the address is unique). */
export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('user_account').select(['id', 'role', 'deleted_at']).where('email', '=', email).executeTakeFirst();

/** The shops of the given accounts. */
export const findShopsOf = (db: Db, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('staff_shop as ss')
        .innerJoin('shop as s', 's.id', 'ss.shop_id')
        .select(['ss.user_id', 's.id', 's.name', 's.department'])
        .where('ss.user_id', 'in', userIds)
        .orderBy('s.position')
        .orderBy('s.id')
        .execute();

export const findShops = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('shop').select(['id', 'name', 'department']).where('id', 'in', ids).execute();

export const updateAccount = (db: Db, id: number, values: Updateable<UserAccountTable>) =>
  db.updateTable('user_account').set(values).where('id', '=', id).execute();

/** Ends a back-office access at once: no password, no session, no open link, no shop. */
export async function revokeAccount(db: Db, id: number, at: string) {
  const result = await db
    .updateTable('user_account')
    .set({ deleted_at: at, password_hash: null, updated_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // A reopened access starts afresh: its second factor, recovery codes and waiting logins go too.
  const secondFactor = ['user_two_factor', 'two_factor_recovery_code', 'pending_login'] as const;
  for (const table of ['user_session', 'password_reset_token', 'staff_shop', ...secondFactor] as const) {
    await db.deleteFrom(table).where('user_id', '=', id).execute();
  }
  return true;
}
