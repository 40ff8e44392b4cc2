import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function findTwoFactor(db: Db, userId: number) {
  return db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new secret waiting for its first code; it replaces one still waiting, never one in use. */
export async function savePendingSecret(db: Db, userId: number, secret: string, at: string) {
  const result = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret, created_at: at, enabled_at: null, last_step: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: at, last_step: null })
        .where('user_two_factor.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes the time step of an accepted code, only if no code of that step or a later one was taken: two
 * requests with the same code, sent at once, cannot both pass (a conditional update, on either engine).
 * `enabling` turns the second factor on with its first code.
 */
export async function takeStep(db: Db, userId: number, step: number, enabling: { at: string } | null) {
  const result = await db
    .updateTable('user_two_factor')
    .set(enabling ? { last_step: step, enabled_at: enabling.at } : { last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', enabling ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], at: string) {
  await db.deleteFrom('two_factor_recovery_code').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_code')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at, used_at: null })))
    .execute();
}

/** Spends a recovery code: only one request can, however many send it at once. */
export async function useRecoveryCode(db: Db, userId: number, hash: string, at: string) {
  const result = await db
    .updateTable('two_factor_recovery_code')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: number) {
  const row = await db
    .selectFrom('two_factor_recovery_code')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteTwoFactor(db: Db, userId: number) {
  await db.deleteFrom('two_factor_recovery_code').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
}

export async function findRequirement(db: Db) {
  const row = await db
    .selectFrom('security_settings')
    .select('require_two_factor_for_refunds')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.require_two_factor_for_refunds === 1;
}

export function saveRequirement(db: Db, required: boolean) {
  return db
    .updateTable('security_settings')
    .set({ require_two_factor_for_refunds: required ? 1 : 0 })
    .where('id', '=', 1)
    .execute();
}

/** The owner's requirement and whether the account's second factor is on, in one read. */
export async function findRequirementAndFactor(db: Db, userId: number) {
  const row = await db
    .selectFrom('security_settings as s')
    .leftJoin('user_two_factor as t', (join) => join.on('t.user_id', '=', userId).on('t.enabled_at', 'is not', null))
    .select(['s.require_two_factor_for_refunds as required', 't.user_id as enabled'])
    .where('s.id', '=', 1)
    .executeTakeFirst();
  return { required: row?.required === 1, enabled: row?.enabled != null };
}

export function insertPendingLogin(db: Db, tokenHash: string, userId: number, at: string, expiresAt: string) {
  return db
    .insertInto('pending_login')
    .values({ token_hash: tokenHash, user_id: userId, created_at: at, expires_at: expiresAt })
    .execute();
}

export function findPendingLogin(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('pending_login')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Ends a waiting login; true for the one request that did. */
export async function deletePendingLogin(db: Db, tokenHash: string) {
  const result = await db.deleteFrom('pending_login').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function deleteExpiredPendingLogins(db: Db, now: string) {
  return db.deleteFrom('pending_login').where('expires_at', '<=', now).execute();
}

/** The label of the account in the authenticator app; undefined for a deleted account. */
export async function findAccountEmail(db: Db, userId: number) {
  const row = await db
    .selectFrom('user_account')
    .select('email')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? (row.email ?? '') : undefined;
}
