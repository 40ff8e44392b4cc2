import type { Db } from '../../db/database.js';

/**
 * The live back-office access behind each of these sessions, as of now: the session exists and has not
 * expired, the account is not revoked, with the account's role and its shops (one row per shop; a null
 * shop for an admin or a staff member left without one). A session missing from the answer has ended.
 */
export function findStreamViewers(db: Db, tokenHashes: string[], now: string) {
  return db
    .selectFrom('user_session as s')
    .innerJoin('user_account as u', 'u.id', 's.user_id')
    .leftJoin('staff_shop as ss', 'ss.user_id', 'u.id')
    .select(['s.token_hash', 'u.role', 'ss.shop_id'])
    .where('s.token_hash', 'in', tokenHashes)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .execute();
}
