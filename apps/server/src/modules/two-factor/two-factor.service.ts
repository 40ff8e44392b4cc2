import { randomBytes } from 'node:crypto';
import {
  canRefund,
  isTotpCode,
  RECOVERY_CODE_COUNT,
  type RecoveryCodesResponse,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@boucherie/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Role } from '../../db/schema.js';
import { AppError, validation } from '../../errors.js';
import { open, seal } from '../../lib/secret-box.js';
import { sha256 } from '../../lib/secrets.js';
import { type AuditChange, recordChange } from '../journal/journal.service.js';
import * as limits from '../rate-limit/rate-limit.js';
import { matchingStep, newSecret, otpauthUri, qrCodeDataUrl } from './totp.js';
import { MESSAGES } from './two-factor.messages.js';
import * as repo from './two-factor.repository.js';

export type TwoFactorDeps = { db: Db; now: Date; config: Config };
/** A staff member's or an owner's account, the only ones with a second factor: staffAccount() makes it. */
export type Account = { userId: number; role: Exclude<Role, 'customer'>; email: string };

/**
 * Codes checked per account: every code step (login, enrolment, turning off) counts in one bucket, but a
 * browser that has logged in to the account before (its device cookie, ADR 052) has a bucket of its own: a
 * burst of wrong codes from the holder of a stolen password then locks out the thief, not the owner.
 */
export const CODE_LIMIT: limits.Limit = { max: 5, windowMs: 15 * 60_000, message: MESSAGES.tooMany };
const bucketOf = (userId: number, device: string | null) =>
  `two-factor:user:${userId}${device ? `:device:${device}` : ''}`;

/** Whether the owner's requirement holds this account, and whether its second factor is on. */
export async function requirementFor(db: Db, userId: number, role: Role) {
  const { required, enabled } = await repo.findRequirementAndFactor(db, userId);
  return { enabled, required: required && canRefund(role) };
}

/** The back office is closed to an account the requirement holds until it turns its second factor on. */
export async function mustEnrolFirst(db: Db, userId: number, role: Role) {
  if (!canRefund(role)) return false;
  const { required, enabled } = await repo.findRequirementAndFactor(db, userId);
  return required && !enabled;
}

export async function isEnabled(db: Db, userId: number) {
  return Boolean((await repo.findTwoFactor(db, userId))?.enabled_at);
}

export async function status(db: Db, account: { userId: number; role: Role }): Promise<TwoFactorStatus> {
  const [row, required, left] = await Promise.all([
    repo.findTwoFactor(db, account.userId),
    requirementFor(db, account.userId, account.role),
    repo.countRecoveryCodesLeft(db, account.userId),
  ]);
  const enabledAt = row?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? left : 0,
    required: required.required,
  };
}

/**
 * The logged-in account as the second factor's calls take it: staff and owners only, a customer gets 403 (the
 * second factor guards the back office); an account gone since its login gets 401.
 */
export async function staffAccount(db: Db, viewer: { userId: number; role: Role }): Promise<Account> {
  const email = await repo.findAccountEmail(db, viewer.userId);
  if (email === undefined) throw new AppError('UNAUTHENTICATED', 'Connectez-vous pour continuer.');
  if (viewer.role === 'customer') throw new AppError('FORBIDDEN', MESSAGES.staffOnly);
  return { userId: viewer.userId, role: viewer.role, email };
}

/** The shop's name as the authenticator app shows it beside the code: the sender's name of its e-mails. */
const issuerOf = (config: Config) => /^\s*"?([^"<]+?)"?\s*</.exec(config.MAIL_FROM)?.[1] ?? 'Boucherie en ligne';

/** A new secret, waiting for its first code; one already waiting is replaced (a QR code scanned again). */
export async function startEnrolment(deps: TwoFactorDeps, account: Account): Promise<TwoFactorEnrolment> {
  const secret = newSecret();
  const sealed = seal(secret, deps.config.TWO_FACTOR_KEY);
  if (!(await repo.savePendingSecret(deps.db, account.userId, sealed, deps.now.toISOString()))) {
    throw new AppError('CONFLICT', MESSAGES.alreadyOn);
  }
  const uri = otpauthUri(secret, issuerOf(deps.config), account.email);
  return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
}

/** Sixteen characters of base32 (80 bits): read aloud or typed from paper, never guessed. */
const newRecoveryCode = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(16)].map((byte) => alphabet[byte % 32]).join('');
};
/** Shown in groups of four; typed with or without the hyphens. */
const shown = (code: string) => code.match(/.{4}/g)?.join('-') ?? code;

/** The first code turns the second factor on and gives the recovery codes, shown this once. */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  account: Account,
  code: string,
  device: string | null,
): Promise<RecoveryCodesResponse> {
  const { db, now } = deps;
  const row = await repo.findTwoFactor(db, account.userId);
  if (row?.enabled_at) throw new AppError('CONFLICT', MESSAGES.alreadyOn);
  if (!row) throw new AppError('CONFLICT', MESSAGES.notStarted);
  const bucket = bucketOf(account.userId, device);
  const reservation = await limits.consume(db, bucket, CODE_LIMIT, now, deps.config.RATE_LIMITS);
  const step = matchingStep(open(row.secret, deps.config.TWO_FACTOR_KEY), code, now);
  if (step === null) throw validation('Code', MESSAGES.wrongCode, 'WRONG_CODE');
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    if (!(await repo.takeStep(trx, account.userId, step, { at: now.toISOString() }))) {
      throw new AppError('CONFLICT', MESSAGES.alreadyOn);
    }
    return issueRecoveryCodes(trx, account, now, {
      kind: 'staff.two-factor.enable',
      summary: `Double authentification activée pour ${account.email}.`,
      before: { twoFactor: false },
      after: { twoFactor: true },
    });
  });
  await limits.release(db, reservation);
  return { recoveryCodes, status: await status(db, account) };
}

/**
 * Ten new recovery codes in place of the account's old ones, journalled in the same transaction; answers them as
 * shown, this once (only their hashes are kept).
 */
async function issueRecoveryCodes(
  trx: Db,
  account: Account,
  now: Date,
  entry: Pick<AuditChange, 'kind' | 'summary' | 'before' | 'after'>,
) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const at = now.toISOString();
  await repo.replaceRecoveryCodes(trx, account.userId, codes.map(sha256), at);
  await recordChange(trx, { at, userId: account.userId, entityType: 'staff', entityId: account.userId, ...entry });
  return codes.map(shown);
}

/**
 * Checks a code of the app or a recovery code. Each check first takes its place under the account's limit
 * (reserved before the code is compared: a burst sent at once is counted one by one, exactly `max` compared);
 * a right code gives the account's places back. A code's time step is taken once: the same code, or an
 * older one, is refused after it, even sent twice at once. `device`: this browser's name for the account when
 * it has logged in to it before (its own budget), else null (the budget of every unknown browser).
 */
export async function checkCode(deps: TwoFactorDeps, userId: number, code: string, device: string | null) {
  const { db, now, config } = deps;
  const bucket = bucketOf(userId, device);
  await limits.consume(db, bucket, CODE_LIMIT, now, config.RATE_LIMITS);
  const row = await repo.findTwoFactor(db, userId);
  if (!row?.enabled_at) throw new AppError('CONFLICT', MESSAGES.notOn);
  if (isTotpCode(code)) {
    const step = matchingStep(open(row.secret, config.TWO_FACTOR_KEY), code, now);
    if (step === null) throw validation('Code', MESSAGES.wrongCode, 'WRONG_CODE');
    if (!(await repo.takeStep(db, userId, step, null))) throw validation('Code', MESSAGES.reusedCode, 'CODE_EXPIRED');
  } else if (!(await repo.useRecoveryCode(db, userId, sha256(code), now.toISOString()))) {
    throw validation('Code', MESSAGES.wrongRecoveryCode, 'WRONG_CODE');
  }
  await limits.clear(db, bucket);
}

/** Ten new recovery codes for a current code (or one of the old ones): the old ones stop working. */
export async function renewRecoveryCodes(
  deps: TwoFactorDeps,
  account: Account,
  code: string,
  device: string | null,
): Promise<RecoveryCodesResponse> {
  const { db, now } = deps;
  await checkCode(deps, account.userId, code, device);
  const recoveryCodes = await db.transaction().execute((trx) =>
    issueRecoveryCodes(trx, account, now, {
      kind: 'staff.two-factor.recovery-codes',
      summary: `Nouveaux codes de secours pour ${account.email}.`,
    }),
  );
  return { recoveryCodes, status: await status(db, account) };
}

/** Turns the second factor off with a current code (or a recovery code), unless the owner requires it. */
export async function disable(
  deps: TwoFactorDeps,
  account: Account,
  code: string,
  device: string | null,
): Promise<TwoFactorStatus> {
  const { db, now } = deps;
  if ((await requirementFor(db, account.userId, account.role)).required) {
    throw new AppError('CONFLICT', MESSAGES.requiredCannotDisable);
  }
  await checkCode(deps, account.userId, code, device);
  await db.transaction().execute(async (trx) => {
    await repo.deleteTwoFactor(trx, account.userId);
    await recordChange(trx, {
      at: now.toISOString(),
      userId: account.userId,
      kind: 'staff.two-factor.disable',
      entityType: 'staff',
      entityId: account.userId,
      summary: `Double authentification désactivée pour ${account.email}.`,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });
  return status(db, account);
}

export const getRequirement = async (db: Db) => ({ requireTwoFactorForRefunds: await repo.findRequirement(db) });

/** The owner's choice; turning it on asks the owner's own second factor first (or the owner would be shut out). */
export async function setRequirement(deps: TwoFactorDeps, ownerId: number, required: boolean) {
  const { db, now } = deps;
  if (required && !(await isEnabled(db, ownerId))) throw new AppError('CONFLICT', MESSAGES.ownFirst);
  await db.transaction().execute(async (trx) => {
    const before = await repo.findRequirement(trx);
    if (before === required) return;
    await repo.saveRequirement(trx, required);
    await recordChange(trx, {
      at: now.toISOString(),
      userId: ownerId,
      kind: 'staff.two-factor-requirement',
      entityType: 'settings',
      entityId: null,
      summary: required
        ? 'Double authentification exigée pour les comptes qui peuvent rembourser.'
        : 'Double authentification plus exigée pour les comptes qui peuvent rembourser.',
      before: { requireTwoFactorForRefunds: before },
      after: { requireTwoFactorForRefunds: required },
    });
  });
  return getRequirement(db);
}
