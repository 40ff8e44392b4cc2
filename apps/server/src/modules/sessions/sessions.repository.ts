import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { batchPerTurn } from '../../db/turn-batch.js';

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

/** The same rows for several sessions at once, each with its token and expiry (PostgreSQL). */
const sessionUsers = prepared((db, tokenHashes: string[]) =>
  db
    .selectFrom(sql<{ token_hash: string }>`(select unnest(${tokenHashes}::text[]) as token_hash)`.as('t'))
    .innerJoin('user_session as s', 's.token_hash', 't.token_hash')
    .innerJoin('user_account as u', 'u.id', 's.user_id')
    .leftJoin('favorite as f', 'f.user_id', 'u.id')
    .select(['s.token_hash', 's.expires_at'])
    .select(['u.id', 'u.user_type', 'u.role', 'u.is_verified', 'u.pro_approved_at', 'f.article_id'])
    .where('u.deleted_at', 'is', null),
);

/*
 * On PostgreSQL the sessions asked for in one turn of the event loop are read in one query (ADR 026): under
 * load each request's own round trip cost the process more than the query, in system calls and wake-ups.
 * The batch starts at the end of the turn, after every request of the turn arrived: it sees every change
 * committed before any of them (a logout, a deleted account).
 */
const sessionsInTurn = batchPerTurn<string, Awaited<ReturnType<typeof sessionUsers>>['rows']>(
  async (db, tokenHashes) => {
    const { rows } = await sessionUsers(db, [...new Set(tokenHashes)]);
    const byToken = new Map<string, typeof rows>();
    for (const row of rows) {
      const ofToken = byToken.get(row.token_hash);
      if (ofToken) ofToken.push(row);
      else byToken.set(row.token_hash, [row]);
    }
    return tokenHashes.map((tokenHash) => byToken.get(tokenHash) ?? []);
  },
  500,
);

/**
 * The live session's user, if the session exists, has not expired and the account is not deleted, with
 * the user's favourite articles: read with the session (one row per favourite), they cost the catalogue's
 * and the cart's answers no query of their own (ADR 026).
 */
export async function findSessionUser(db: Db, tokenHash: string, now: string) {
  const rows = isPostgres(db)
    ? (await sessionsInTurn(db, tokenHash)).filter((row) => row.expires_at > now)
    : (await sessionUser(db, tokenHash, now)).rows;
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
