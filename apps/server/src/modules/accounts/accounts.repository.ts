import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserAccountTable } from '../../db/schema.js';

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('user_account').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('user_account')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export async function insertUser(db: Db, values: Insertable<UserAccountTable>) {
  const { id } = await db.insertInto('user_account').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export const updateUser = (db: Db, id: number, values: Updateable<UserAccountTable>) =>
  db.updateTable('user_account').set(values).where('id', '=', id).execute();

export const shopExists = async (db: Db, department: string) =>
  (await db.selectFrom('shop').select('id').where('department', '=', department).executeTakeFirst()) !== undefined;

/**
 * An account's contact details and preferences, empty: what an erased account keeps of them, and what a staff
 * account starts with (no company, no phone, no address).
 */
export const NO_CONTACT_DETAILS = {
  company: null,
  vat_number: null,
  phone_number: null,
  phone_number2: null,
  street_and_number: null,
  post_code: null,
  locality: null,
  country: null,
  favorite_store: null,
  wants_newsletter: 0,
} as const;

/** Erases the personal data of an account; the row stays so that its orders keep a customer id. */
export async function eraseUser(db: Db, id: number, now: string) {
  await db
    .updateTable('user_account')
    .set({
      email: null,
      email2: null,
      first_name: null,
      last_name: null,
      ...NO_CONTACT_DETAILS,
      password_hash: null,
      updated_at: now,
      deleted_at: now,
    })
    .where('id', '=', id)
    .execute();
  // Orders stay for the shop's accounts, without who received them or what they wrote.
  await db
    .updateTable('customer_order')
    .set({
      address_first_name: null,
      address_last_name: null,
      address_company: null,
      address_street: null,
      delivery_instructions: null,
      comment: null,
    })
    .where('user_id', '=', id)
    .execute();
  // A preparation note may say more than the cut ("sans noix, allergie").
  await db
    .updateTable('order_line')
    .set({ preparation_note: null })
    .where('order_id', 'in', db.selectFrom('customer_order').select('id').where('user_id', '=', id))
    .execute();
  for (const table of [
    'user_session',
    'favorite',
    'cart_item',
    'activation_code',
    'password_reset_token',
    'email_change_token',
    'user_two_factor',
    'two_factor_recovery_code',
    'pending_login',
  ] as const) {
    await db.deleteFrom(table).where('user_id', '=', id).execute();
  }
  // A standing order holds a delivery address, a door's code and comments, and would go on ordering.
  const standingOrders = db.selectFrom('standing_order').select('id').where('user_id', '=', id);
  for (const table of ['standing_order_occurrence', 'standing_order_line'] as const) {
    await db.deleteFrom(table).where('standing_order_id', 'in', standingOrders).execute();
  }
  await db.deleteFrom('standing_order').where('user_id', '=', id).execute();
}

/**
 * Locks the live admins' rows until the transaction ends (a no-op update), then counts them: two
 * admins demoting, revoking or deleting each other or themselves at once cannot leave the business without one.
 */
export async function lockAndCountAdmins(db: Db) {
  await db
    .updateTable('user_account')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('user_account')
    .select(sql<number>`count(*)`.as('n'))
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// SMS codes: the account's activation code (phone_number null), or the proof of a new mobile (phone_number set)

export const insertActivationCode = (
  db: Db,
  userId: number,
  codeHash: string,
  now: string,
  expiresAt: string,
  phoneNumber: string | null = null,
) =>
  db
    .insertInto('activation_code')
    .values({
      user_id: userId,
      code_hash: codeHash,
      created_at: now,
      expires_at: expiresAt,
      failed_attempts: 0,
      phone_number: phoneNumber,
    })
    .execute();

/** The tables of codes and links sent once: each row has its user, its expiry and when it was used. */
export type OneTimeTable = 'activation_code' | 'password_reset_token' | 'email_change_token';

/**
 * Ends every open code or link of a user in `table`: only the newest one sent is ever valid. The tables share
 * these columns; the query is typed on one of them.
 */
export const retireOpen = (db: Db, table: OneTimeTable, userId: number, now: string) =>
  db
    .updateTable(table as 'activation_code')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

export const retireActivationCodes = (db: Db, userId: number, now: string) =>
  retireOpen(db, 'activation_code', userId, now);

/** The open code of the account's activation, or (`forPhoneChange`) the open proof of a new mobile. */
export const findOpenActivationCode = (db: Db, userId: number, forPhoneChange = false) =>
  db
    .selectFrom('activation_code')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('phone_number', forPhoneChange ? 'is not' : 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/**
 * Counts one try of a code, in one statement that refuses a code past `max` tries: tries sent together are
 * counted one by one (read, compared, then written, they all saw a count under the limit). Answers the try's
 * number, or null when the code has had its tries or was used. `failed_attempts` counts every try, the
 * right one included: a try is counted before its code is compared.
 */
export async function countTry(db: Db, codeId: number, max: number) {
  const row = await db
    .updateTable('activation_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', max)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts ?? null;
}

/** Uses a code once: false when another request used it first. */
export async function useActivationCode(db: Db, codeId: number, now: string) {
  const result = await db
    .updateTable('activation_code')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Password reset tokens

export const insertResetToken = (db: Db, tokenHash: string, userId: number, now: string, expiresAt: string) =>
  db
    .insertInto('password_reset_token')
    .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();

export const findResetToken = (db: Db, tokenHash: string) =>
  db.selectFrom('password_reset_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Uses a mailed link once: false when another request used it first, or it expired meanwhile. */
export async function useLink(
  db: Db,
  table: 'password_reset_token' | 'email_change_token',
  tokenHash: string,
  now: string,
) {
  const result = await db
    .updateTable(table as 'password_reset_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const useResetToken = (db: Db, tokenHash: string, now: string) =>
  useLink(db, 'password_reset_token', tokenHash, now);
