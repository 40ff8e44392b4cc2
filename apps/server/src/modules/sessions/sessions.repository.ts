import { sql } from 'kysely';
import { type CacheVersionReader, versionsOf } from '../../db/cache-versions.js';
import { type Db, isPostgres } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { Role } from '../../db/schema.js';
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

type SessionRow = {
  id: number;
  user_type: number;
  role: Role;
  is_verified: number;
  pro_approved_at: string | null;
  article_id: number | null;
};

/**
 * The same rows for several sessions at once, each with its token and expiry (PostgreSQL), and in the same
 * statement the cached data's versions (ADR 026): the requests of the turn then need no read of their own
 * for the catalogue's and the shops' versions. One row with only the versions when no session matches.
 */
const sessionUsers = prepared((db, tokenHashes: string[]) => {
  const query = sql<Partial<SessionRow & { token_hash: string; expires_at: string }> & { versions: unknown }>`
    select v.versions, x.* from
      (select json_agg(json_build_object('name', name, 'version', version)) as versions from cache_version) v
    left join (
      select s.token_hash, s.expires_at, u.id, u.user_type, u.role, u.is_verified, u.pro_approved_at, f.article_id
      from unnest(${tokenHashes}::text[]) as t(token_hash)
      join user_session s on s.token_hash = t.token_hash
      join user_account u on u.id = s.user_id
      left join favorite f on f.user_id = u.id
      where u.deleted_at is null) x on true`;
  return { compile: () => query.compile(db) };
});

type SessionRead = { tokenHash: string; versions: CacheVersionReader | undefined };
type SessionUserRow = SessionRow & { expires_at: string };

/*
 * On PostgreSQL the sessions asked for in one turn of the event loop are read in one query (ADR 026): under
 * load each request's own round trip cost the process more than the query, in system calls and wake-ups.
 * The batch starts at the end of the turn, after every request of the turn arrived: it sees every change
 * committed before any of them (a logout, a deleted account), and its versions serve every request that
 * arrived before it was sent.
 */
const sessionsInTurn = batchPerTurn<SessionRead, SessionUserRow[]>(async (db, reads) => {
  const readers = new Set(reads.map((read) => read.versions));
  const marks = [...readers].map((reader) => [reader, reader?.mark() ?? 0] as const);
  const { rows } = await sessionUsers(db, [...new Set(reads.map((read) => read.tokenHash))]);
  const versions = versionsOf((rows[0]?.versions ?? []) as { name: string; version: number }[]);
  for (const [reader, mark] of marks) reader?.offer(mark, versions);
  const byToken = new Map<string, SessionUserRow[]>();
  for (const { token_hash, versions: _, ...row } of rows) {
    if (token_hash === undefined || token_hash === null) continue;
    const ofToken = byToken.get(token_hash);
    if (ofToken) ofToken.push(row as SessionUserRow);
    else byToken.set(token_hash, [row as SessionUserRow]);
  }
  return reads.map((read) => byToken.get(read.tokenHash) ?? []);
}, 500);

/**
 * The live session's user, if the session exists, has not expired and the account is not deleted, with
 * the user's favourite articles: read with the session (one row per favourite), they cost the catalogue's
 * and the cart's answers no query of their own (ADR 026).
 */
export async function findSessionUser(db: Db, tokenHash: string, now: string, versions?: CacheVersionReader) {
  const rows = isPostgres(db)
    ? (await sessionsInTurn(db, { tokenHash, versions })).filter((row) => row.expires_at > now)
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

/** Ends a user's sessions, but those whose token hashes are kept. */
export function deleteUserSessions(db: Db, userId: number, kept: readonly string[] = []) {
  return db
    .deleteFrom('user_session')
    .where('user_id', '=', userId)
    .$if(kept.length > 0, (q) => q.where('token_hash', 'not in', kept))
    .execute();
}

export function deleteExpiredSessions(db: Db, now: string) {
  return db.deleteFrom('user_session').where('expires_at', '<=', now).execute();
}
