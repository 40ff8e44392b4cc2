import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

export function insertSession(db: Db, tokenHash: string, userId: number, now: string, expiresAt: string) {
  return db
    .insertInto('user_session')
    .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
}

const sessionUser = prepared((db, tokenHash: string, now: string) =>
  db
    .selectFrom('user_session as s')
    .innerJoin('user_account as u', 'u.id', 's.user_id')
    .leftJoin('favorite as f', 'f.user_id', 'u.id')
    .select(['u.id', 'u.user_type', 'u.role', 'u.is_verified', 'u.pro_approved_at', 'f.article_id'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null),
);

/**
 * The live session's user, if the session exists, has not expired and the account is not deleted, with
 * the user's favourite articles: read with the session (one row per favourite), they cost the catalogue's
 * and the cart's answers no query of their own (ADR 026).
 */
export async function findSessionUser(db: Db, tokenHash: string, now: string) {
  const { rows } = await sessionUser(db, tokenHash, now);
  const [user] = rows;
  if (!user) return undefined;
  const favourites = new Set<number>();
  for (const row of rows) if (row.article_id !== null) favourites.add(row.article_id);
  return { user, favourites };
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom('user_session').where('token_hash', '=', tokenHash).execute();
}

export function deleteUserSessions(db: Db, userId: number, exceptTokenHash?: string) {
  return db
    .deleteFrom('user_session')
    .where('user_id', '=', userId)
    .$if(exceptTokenHash !== undefined, (q) => q.where('token_hash', '!=', exceptTokenHash as string))
    .execute();
}

export function deleteExpiredSessions(db: Db, now: string) {
  return db.deleteFrom('user_session').where('expires_at', '<=', now).execute();
}
