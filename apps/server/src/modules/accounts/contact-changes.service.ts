import { type Db, isUniqueViolation } from '../../db/database.js';
import type { UserAccountRow } from '../../db/schema.js';
import { AppError, validation } from '../../errors.js';
import { randomCode, randomToken, sha256 } from '../../lib/secrets.js';
import * as limits from '../rate-limit/rate-limit.js';
import { endOtherSessions, type Viewer } from '../sessions/sessions.js';
import type { PendingContacts } from './account-answer.js';
import * as repo from './accounts.repository.js';
import {
  type AccountDeps,
  checkFavoriteStore,
  checkResendLimits,
  LIMITS,
  type ProfileUpdate,
  proApprovalColumns,
  profileColumns,
} from './accounts.service.js';
import * as changes from './contact-changes.repository.js';
import * as texts from './messages.js';
import { CODE_MAX_TRIES, CODE_VALIDITY_MS, spendCode } from './sms-codes.js';

// A new mobile or e-mail given in the profile is used once proven (issue 29, ADR 004): the mobile by a code
// sent there by SMS, the e-mail by a one-time link mailed there. Until then the old ones stay in use (order
// messages, login, password reset), and once proven the account's other sessions end.

const MINUTE = 60_000;
const EMAIL_LINK_VALIDITY_MS = 24 * 60 * MINUTE;

export const EMAIL_CHANGE_LIMITS = [
  { max: 1, windowMs: MINUTE, message: 'Vous pourrez demander un nouveau lien de confirmation dans une minute.' },
  {
    max: 5,
    windowMs: 24 * 60 * MINUTE,
    message: 'Vous avez demandé trop de liens de confirmation aujourd’hui. Réessayez demain.',
  },
] satisfies limits.Limit[];

const EMAIL_IN_USE = 'Cette adresse e-mail est déjà utilisée par un autre compte.';
const UNVERIFIED_PHONE =
  'Votre compte n’est pas encore activé\u00a0: corrigez votre numéro sur la page d’activation, le code y sera envoyé.';
const ASK_PHONE_CODE = 'Enregistrez à nouveau votre numéro pour recevoir un nouveau code.';
const LINK_INVALID =
  'Ce lien n’est plus valable. Enregistrez à nouveau votre adresse dans votre profil pour recevoir un nouveau lien.';

/** What a saved profile leaves to send: a code to the new mobile, a link to the new address. */
export type ContactProofs = {
  sms: { to: string; text: string } | null;
  mail: { to: string; subject: string; text: string } | null;
};

const expiresIn = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

export const pendingContacts = (db: Db, userId: number, now: Date): Promise<PendingContacts> =>
  changes.findPendingContacts(db, userId, now.toISOString(), CODE_MAX_TRIES);

/**
 * Saves the profile (PUT /api/accounts). Every field but the mobile and the e-mail takes effect at once; a
 * new mobile or e-mail waits for its proof, counted under the limits of SMS codes (one a minute, five a day,
 * with the activation's) and of confirmation links before anything is written.
 */
export async function updateProfile(
  deps: AccountDeps,
  viewer: NonNullable<Viewer>,
  input: ProfileUpdate,
  sessionHash: string | null,
): Promise<{ row: UserAccountRow; proofs: ContactProofs }> {
  const { db, now, config } = deps;
  await checkFavoriteStore(db, input.favoriteStore);
  const other = await repo.findUserByEmail(db, input.email);
  if (other && other.id !== viewer.userId) throw validation('Email', EMAIL_IN_USE, 'EMAIL_TAKEN');
  const before = (await repo.findUserById(db, viewer.userId)) as UserAccountRow;
  const newPhone = input.phoneNumber !== before.phone_number ? input.phoneNumber : null;
  const newEmail = input.email !== before.email ? input.email : null;
  if (newPhone && !viewer.isVerified) throw new AppError('CONFLICT', UNVERIFIED_PHONE);

  const smsPlace = newPhone ? await checkResendLimits(deps, viewer.userId) : null;
  if (newEmail) {
    const bucket = `email-change:user:${viewer.userId}`;
    try {
      await limits.consume(db, bucket, EMAIL_CHANGE_LIMITS, now, config.RATE_LIMITS);
    } catch (error) {
      // Refused as a whole, the change sends no SMS either: its place goes back.
      await limits.release(db, smsPlace);
      throw error;
    }
  }
  const code = newPhone ? randomCode() : null;
  const token = newEmail ? randomToken() : null;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, viewer.userId, {
      ...profileColumns(input),
      email: before.email,
      phone_number: before.phone_number,
      ...proApprovalColumns(before, input, now),
      updated_at: at,
    });
    if (newPhone && code) {
      await repo.retireActivationCodes(trx, viewer.userId, at);
      const expiresAt = expiresIn(now, CODE_VALIDITY_MS);
      await repo.insertActivationCode(trx, viewer.userId, sha256(code), at, expiresAt, newPhone);
    }
    if (newEmail && token) {
      await changes.retireEmailChangeTokens(trx, viewer.userId, at);
      const expiresAt = expiresIn(now, EMAIL_LINK_VALIDITY_MS);
      const values = { tokenHash: sha256(token), userId: viewer.userId, email: newEmail, sessionHash, now: at };
      await changes.insertEmailChangeToken(trx, { ...values, expiresAt });
    }
  });
  const link = token ? `${config.PUBLIC_URL}/account/confirm-email?token=${encodeURIComponent(token)}` : '';
  const proofs: ContactProofs = {
    sms: newPhone && code ? { to: newPhone, text: texts.phoneChangeSms(code) } : null,
    mail: newEmail ? { to: newEmail, ...texts.emailChangeMail(before.first_name ?? '', newEmail, link) } : null,
  };
  return { row: (await repo.findUserById(db, viewer.userId)) as UserAccountRow, proofs };
}

/** What to tell the account's former contact once a change is in use, after the answer. */
export type ChangeNotice = { to: string; subject: string; text: string } | null;

/**
 * The code sent to the new mobile makes it the account's: order messages go there from now on, and the
 * account's other sessions end. Five tries per code, as for the activation; tries per address are limited too.
 */
export async function confirmPhoneNumber(
  deps: AccountDeps,
  viewer: NonNullable<Viewer>,
  typed: string,
  address: string,
  sessionHash: string | null,
): Promise<{ row: UserAccountRow; notice: ChangeNotice }> {
  const { db, now, config } = deps;
  await limits.consume(db, `verify:ip:${address}`, LIMITS.verifyPerAddress, now, config.RATE_LIMITS);
  const code = await repo.findOpenActivationCode(db, viewer.userId, true);
  await spendCode(db, code, typed, now, { field: 'Code', ask: ASK_PHONE_CODE });
  const phoneNumber = code?.phone_number as string;
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, viewer.userId, { phone_number: phoneNumber, updated_at: now.toISOString() });
    await endOtherSessions(trx, viewer.userId, [sessionHash]);
  });
  const row = (await repo.findUserById(db, viewer.userId)) as UserAccountRow;
  const change = `Le numéro de mobile de votre compte est désormais le ${phoneNumber}\u00a0: vos SMS y seront envoyés.`;
  const notice = row.email ? { to: row.email, ...texts.contactChangedMail(row.first_name ?? '', change) } : null;
  return { row, notice };
}

/**
 * The link mailed to the new address makes it the account's: login, messages and password resets use it from
 * now on, reset links mailed to the old one stop working, and the account's sessions end but the one that
 * asked for the change and the one that opens the link. Works logged in or not, on any device.
 */
export async function confirmEmail(
  deps: AccountDeps,
  token: string,
  address: string,
  viewer: Viewer,
  sessionHash: string | null,
): Promise<{ email: string; userId: number; notice: ChangeNotice }> {
  const { db, now, config } = deps;
  await limits.consume(db, `email-confirm:ip:${address}`, LIMITS.resetPerAddress, now, config.RATE_LIMITS);
  const at = now.toISOString();
  const stored = await changes.findEmailChangeToken(db, sha256(token));
  if (!stored || stored.used_at || stored.expires_at <= at) throw validation('Token', LINK_INVALID, 'LINK_EXPIRED');
  const before = await repo.findUserById(db, stored.user_id);
  if (!before) throw validation('Token', LINK_INVALID, 'LINK_EXPIRED');
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await changes.useEmailChangeToken(trx, stored.token_hash, at)))
        throw validation('Token', LINK_INVALID, 'LINK_EXPIRED');
      await repo.updateUser(trx, before.id, { email: stored.email, updated_at: at });
      await changes.retireResetTokens(trx, before.id, at);
      const kept = [stored.session_hash, viewer?.userId === before.id ? sessionHash : null];
      await endOtherSessions(trx, before.id, kept);
    });
  } catch (error) {
    // Another account took the address since the link was sent: the link stays unused, the address unchanged.
    if (isUniqueViolation(error)) throw validation('Token', EMAIL_IN_USE, 'EMAIL_TAKEN');
    throw error;
  }
  const change = `L’adresse e-mail de votre compte est désormais ${stored.email}\u00a0: connectez-vous avec elle.`;
  const notice = before.email
    ? { to: before.email, ...texts.contactChangedMail(before.first_name ?? '', change) }
    : null;
  return { email: stored.email, userId: before.id, notice };
}
