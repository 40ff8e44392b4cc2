import {
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
  type RegisterRequest,
  type UpdateProfileRequest,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { type Db, isUniqueViolation } from '../../db/database.js';
import type { UserAccountRow } from '../../db/schema.js';
import { AppError, validation } from '../../errors.js';
import { randomCode, sha256 } from '../../lib/secrets.js';
import type { Messenger } from '../messages/messenger.js';
import * as limits from '../rate-limit/rate-limit.js';
import type { Viewer } from '../sessions/sessions.js';
import { assertAccountCanClose } from './account-closing.js';
import * as repo from './accounts.repository.js';
import { eraseCustomer } from './erase-customer.js';
import * as texts from './messages.js';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';
import { CODE_VALIDITY_MS, spendCode } from './sms-codes.js';

export type AccountDeps = { db: Db; now: Date; messenger: Messenger; config: Config };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  registerPerAddress: {
    max: 10,
    windowMs: HOUR,
    message: 'Trop de créations de compte depuis cette connexion. Réessayez plus tard.',
  },
  loginFailuresPerAccount: {
    max: 10,
    windowMs: 15 * MINUTE,
    message: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
  },
  loginFailuresPerAddress: {
    max: 30,
    windowMs: 15 * MINUTE,
    message: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
  },
  verifyPerAddress: { max: 30, windowMs: HOUR, message: 'Trop de tentatives. Réessayez plus tard.' },
  resendPerMinute: { max: 1, windowMs: MINUTE, message: 'Vous pourrez demander un nouveau code dans une minute.' },
  resendPerDay: {
    max: 5,
    windowMs: 24 * HOUR,
    message: 'Vous avez demandé trop de codes aujourd’hui. Réessayez demain.',
  },
  resetPerAddress: { max: 10, windowMs: HOUR, message: 'Trop de demandes. Réessayez plus tard.' },
  resetPerEmail: { max: 3, windowMs: HOUR, message: 'Trop de demandes pour cette adresse. Réessayez plus tard.' },
} satisfies Record<string, limits.Limit>;

type Registration = z.output<typeof RegisterRequest>;
export type ProfileUpdate = z.output<typeof UpdateProfileRequest>;

export { toViewer } from '../sessions/sessions.js';

export function profileColumns(input: ProfileUpdate) {
  return {
    user_type: input.userType,
    email: input.email,
    email2: input.email2,
    first_name: input.firstName,
    last_name: input.lastName,
    // A particulier has no company or VAT number to keep.
    company: input.userType === 2 ? input.company : null,
    vat_number: input.userType === 2 ? input.vatNumber : null,
    phone_number: input.phoneNumber,
    phone_number2: input.phoneNumber2,
    street_and_number: input.streetAndNumber,
    post_code: input.postCode,
    locality: input.locality,
    country: input.country,
    favorite_store: input.favoriteStore,
    wants_newsletter: input.wantsNewsletter ? 1 : 0,
  };
}

/**
 * A pro account shops as a particulier until an admin approves it (ADR 014). Becoming pro, at registration
 * or in the profile, asks for approval; going back to particulier forgets the request and the approval.
 * An approved pro keeps the approval through a change of company name, but a new VAT number is a new
 * business to check: the account waits for approval again.
 */
export function proApprovalColumns(
  before: Pick<UserAccountRow, 'user_type' | 'vat_number' | 'pro_requested_at'> | null,
  after: Pick<ProfileUpdate, 'userType' | 'vatNumber'>,
  now: Date,
) {
  if (after.userType !== 2) return { pro_requested_at: null, pro_approved_at: null, pro_approved_by: null };
  const stillTheSamePro =
    before?.user_type === 2 && before.pro_requested_at !== null && before.vat_number === after.vatNumber;
  if (stillTheSamePro) return {};
  return { pro_requested_at: now.toISOString(), pro_approved_at: null, pro_approved_by: null };
}

export async function checkFavoriteStore(db: Db, department: string | null) {
  if (department && !(await repo.shopExists(db, department))) {
    throw validation('FavoriteStore', 'Cette boutique n’existe pas\u00a0: choisissez-en une dans la liste.');
  }
}

const EMAIL_TAKEN =
  'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.';

export async function register(deps: AccountDeps, input: Registration, address: string) {
  const { db, now, config } = deps;
  await limits.consume(db, `register:ip:${address}`, LIMITS.registerPerAddress, now, config.RATE_LIMITS);
  if (isCommonPassword(input.password)) {
    throw validation(
      'Password',
      'Ce mot de passe est trop courant\u00a0: choisissez-en un plus difficile à deviner.',
      'PASSWORD_TOO_COMMON',
    );
  }
  await checkFavoriteStore(db, input.favoriteStore);
  if (await repo.findUserByEmail(db, input.email)) throw validation('Email', EMAIL_TAKEN, 'EMAIL_TAKEN');

  const passwordHash = await hashPassword(input.password);
  const code = randomCode();
  let row: UserAccountRow;
  try {
    row = await db.transaction().execute(async (trx) => {
      const id = await repo.insertUser(trx, {
        ...profileColumns(input),
        ...proApprovalColumns(null, input, now),
        role: 'customer',
        is_verified: 0,
        password_hash: passwordHash,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await repo.insertActivationCode(trx, id, sha256(code), now.toISOString(), expiresIn(now, CODE_VALIDITY_MS));
      await limits.record(trx, `sms:user:${id}`, now);
      return (await repo.findUserById(trx, id)) as UserAccountRow;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validation('Email', EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  return { row, code };
}

export function sendActivationCode(deps: AccountDeps, row: UserAccountRow, code: string) {
  return deps.messenger.sendSms({ to: row.phone_number ?? '', text: texts.activationSms(code) });
}

export async function verify(deps: AccountDeps, viewer: NonNullable<Viewer>, activationCode: string, address: string) {
  const { db, now, config } = deps;
  await limits.consume(db, `verify:ip:${address}`, LIMITS.verifyPerAddress, now, config.RATE_LIMITS);
  if (viewer.isVerified) throw new AppError('ALREADY_VERIFIED', 'Votre compte est déjà vérifié.');
  const code = await repo.findOpenActivationCode(db, viewer.userId);
  await spendCode(db, code, activationCode, now, { field: 'ActivationCode', ask: 'Demandez un nouveau code.' });
  await repo.updateUser(db, viewer.userId, { is_verified: 1, updated_at: now.toISOString() });
  return (await repo.findUserById(db, viewer.userId)) as UserAccountRow;
}

export async function resendCode(deps: AccountDeps, viewer: NonNullable<Viewer>) {
  const { db, now } = deps;
  if (viewer.isVerified) throw new AppError('ALREADY_VERIFIED', 'Votre compte est déjà vérifié.');
  await checkResendLimits(deps, viewer.userId);
  const row = (await repo.findUserById(db, viewer.userId)) as UserAccountRow;
  const code = randomCode();
  await db.transaction().execute((trx) => issueActivationCode(trx, viewer.userId, code, now));
  return { row, code };
}

/**
 * An account not yet verified corrects its mobile (a typo at registration): the number is read like
 * registration reads it, a new code goes to it, and the old one stops working. It is a resend under the
 * same limits (once a minute, five a day, the registration SMS counted), so a change of number never
 * sends more. As at registration, another account may hold the same number (a family's one mobile).
 */
export async function changePhoneNumber(deps: AccountDeps, viewer: NonNullable<Viewer>, phoneNumber: string) {
  const { db, now } = deps;
  if (viewer.isVerified) {
    throw new AppError(
      'ALREADY_VERIFIED',
      'Votre compte est déjà vérifié. Changez votre numéro de mobile dans votre profil.',
    );
  }
  await checkResendLimits(deps, viewer.userId);
  const code = randomCode();
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, viewer.userId, { phone_number: phoneNumber, updated_at: now.toISOString() });
    await issueActivationCode(trx, viewer.userId, code, now);
  });
  const row = (await repo.findUserById(db, viewer.userId)) as UserAccountRow;
  return { row, code };
}

export async function checkResendLimits(deps: AccountDeps, userId: number) {
  const { db, now, config } = deps;
  // Both limits in one count: checked apart, a burst passed the minute's check together.
  const limitsOfSms = [LIMITS.resendPerMinute, LIMITS.resendPerDay];
  return limits.consume(db, `sms:user:${userId}`, limitsOfSms, now, config.RATE_LIMITS);
}

/** One open code per account: a new one retires the others. */
async function issueActivationCode(trx: Db, userId: number, code: string, now: Date) {
  await repo.retireActivationCodes(trx, userId, now.toISOString());
  await repo.insertActivationCode(trx, userId, sha256(code), now.toISOString(), expiresIn(now, CODE_VALIDITY_MS));
}

/**
 * This browser's name for an account when it has logged in to it before (its signed device cookie), else
 * null: the login's failures are then counted with every other unknown browser's (ADR 052).
 */
export type DeviceOf = (userId: number) => string | null;

/**
 * Where a login attempt's failure counts (OWASP's device cookies): a browser that logged in to this account
 * before has its own budget; every other one shares the account's. A burst of guesses from elsewhere then
 * locks out the strangers, not the owner's browser.
 */
export const loginFailureBucket = (email: string, device: string | null) =>
  `login-fail:account:${sha256(email)}${device ? `:device:${device}` : ''}`;

export async function login(deps: AccountDeps, input: LoginRequest, address: string, deviceOf: DeviceOf) {
  const { db, now, config } = deps;
  const row = await repo.findUserByEmail(db, input.email);
  const device = row ? deviceOf(row.id) : null;
  const accountBucket = loginFailureBucket(input.email, device);
  // Each attempt takes its place under the limits before its password is checked: guesses sent together are
  // then counted one by one (read before and written after the check, a burst of 25 all got through). A
  // success gives its places back.
  const atAddress = await limits.consume(
    db,
    `login-fail:ip:${address}`,
    LIMITS.loginFailuresPerAddress,
    now,
    config.RATE_LIMITS,
  );
  let atAccount: limits.Reservation | null;
  try {
    atAccount = await limits.consume(db, accountBucket, LIMITS.loginFailuresPerAccount, now, config.RATE_LIMITS);
  } catch (error) {
    // Refused for the account, the attempt is no failure of the address.
    await limits.release(db, atAddress);
    throw error;
  }

  // Repeated failures on one account, those still being checked included, are slowed down before they are refused.
  const failures = atAccount?.earlier ?? 0;
  if (failures >= 3) await sleep(config.LOGIN_SLOWDOWN_MS * Math.min(8, 2 ** (failures - 3)));

  // The password is checked even when no account has the e-mail (against a decoy hash): the answer
  // then takes as long for an unknown e-mail as for a known one, and tells nobody which exist.
  const passwordMatches = await verifyPassword(row?.password_hash, input.password);
  if (!row || !passwordMatches) throw validation('Email', LOGIN_FAILED_MESSAGE, 'INVALID_CREDENTIALS');
  // Only the budget this attempt counted in: the owner's success leaves the strangers' lock as it is.
  await limits.clear(db, accountBucket);
  await limits.release(db, atAddress);
  return row;
}

export async function deleteAccount(deps: AccountDeps, viewer: NonNullable<Viewer>) {
  const row = (await repo.findUserById(deps.db, viewer.userId)) as UserAccountRow;
  await deps.db.transaction().execute(async (trx) => {
    await assertAccountCanClose(trx, row);
    await eraseCustomer(trx, viewer.userId, deps.now.toISOString());
  });
  return row;
}

export const expiresIn = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
