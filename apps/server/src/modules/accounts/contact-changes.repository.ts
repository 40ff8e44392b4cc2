import type { Db } from '../../db/database.js';
import { retireOpen, useLink } from './accounts.repository.js';

// A new mobile or e-mail waiting for its proof (issue 29). The new mobile rides on its SMS code
// (activation_code.phone_number, accounts.repository.ts); the new e-mail on a one-time link.

export const insertEmailChangeToken = (
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    email: string;
    sessionHash: string | null;
    now: string;
    expiresAt: string;
  },
) =>
  db
    .insertInto('email_change_token')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      email: values.email,
      session_hash: values.sessionHash,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();

/** Only the newest link sent is ever valid. */
export const retireEmailChangeTokens = (db: Db, userId: number, now: string) =>
  retireOpen(db, 'email_change_token', userId, now);

/** A new address ends the links mailed to the old one: a reset link there no longer opens the account. */
export const retireResetTokens = (db: Db, userId: number, now: string) =>
  retireOpen(db, 'password_reset_token', userId, now);

export const useEmailChangeToken = (db: Db, tokenHash: string, now: string) =>
  useLink(db, 'email_change_token', tokenHash, now);

export const findEmailChangeToken = (db: Db, tokenHash: string) =>
  db.selectFrom('email_change_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The changes still waiting for their proof: a code with tries left, a link not yet used; both unexpired. */
export async function findPendingContacts(db: Db, userId: number, now: string, maxTries: number) {
  const [phone, email] = await Promise.all([
    db
      .selectFrom('activation_code')
      .select('phone_number')
      .where('user_id', '=', userId)
      .where('phone_number', 'is not', null)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('failed_attempts', '<', maxTries)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('email_change_token')
      .select('email')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  return { phoneNumber: phone?.phone_number ?? null, email: email?.email ?? null };
}

/**
 * Forgets the SMS codes and the mailed links past their time (activation, new mobile, password reset, new
 * e-mail): they are of no use any more, and a new number or address never proven is personal data kept for
 * nothing (the privacy page says they go).
 */
export async function deleteExpiredCodesAndLinks(db: Db, now: string) {
  for (const table of ['activation_code', 'password_reset_token', 'email_change_token'] as const) {
    await db.deleteFrom(table).where('expires_at', '<', now).execute();
  }
}

/** The account's orders still to prepare or hand over, with their shop's name and phone. */
export const findOpenOrders = (db: Db, userId: number) =>
  db
    .selectFrom('customer_order as o')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select(['o.number', 's.name as shop_name', 's.phone as shop_phone'])
    .where('o.user_id', '=', userId)
    .where('o.status', 'in', ['Pending', 'Confirmed', 'Ready'])
    .orderBy('o.date')
    .orderBy('o.id')
    .execute();
