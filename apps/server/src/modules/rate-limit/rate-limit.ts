import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { AppError } from '../../errors.js';

export type Limit = { max: number; windowMs: number; message: string };

/** An event counted by `consume`: its row, and how many events of the bucket came before it (first limit's window). */
export type Reservation = { id: number; earlier: number };

/**
 * Counts one event in `bucket` and refuses it (429 with Retry-After, nothing counted) when the bucket already
 * holds `max` events in the window of one of the limits. Requests are counted one at a time per bucket (on
 * PostgreSQL under an advisory lock, on SQLite under the database's write lock that the insert takes first),
 * so that a burst sent at once, over several processes too, lets exactly `max` through: counting first and
 * writing after let every request of a burst read the same count. Nothing is counted when limits are off.
 */
export async function consume(
  db: Db,
  bucket: string,
  limit: Limit | readonly Limit[],
  now: Date,
  enabled = true,
): Promise<Reservation | null> {
  if (!enabled) return null;
  const limits: readonly Limit[] = Array.isArray(limit) ? limit : [limit as Limit];
  const widest = Math.max(...limits.map((l) => l.windowMs));
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`.execute(trx);
    const { id } = await trx
      .insertInto('rate_limit_event')
      .values({ bucket, at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const earlier = await trx
      .selectFrom('rate_limit_event')
      .select('at')
      .where('bucket', '=', bucket)
      .where('at', '>', since(now, widest))
      .where('id', '!=', id)
      .orderBy('at')
      .execute();
    let refusal: AppError | null = null;
    for (const l of limits) {
      const counted = earlier.filter((e) => e.at > since(now, l.windowMs));
      if (counted.length < l.max) continue;
      const refused = tooMany(l, (counted[counted.length - l.max] as { at: string }).at, now);
      // Past several limits at once, the answer names the one that frees its place last.
      if ((refused.retryAfterSeconds ?? 0) > (refusal?.retryAfterSeconds ?? 0)) refusal = refused;
    }
    if (refusal) throw refusal;
    const first = limits[0] as Limit;
    return { id, earlier: earlier.filter((e) => e.at > since(now, first.windowMs)).length };
  });
}

/** Takes back an event that `consume` counted (the attempt turned out not to be one the limit counts). */
export async function release(db: Db, reservation: Reservation | null): Promise<void> {
  if (reservation) await db.deleteFrom('rate_limit_event').where('id', '=', reservation.id).execute();
}

export async function record(db: Db, bucket: string, now: Date): Promise<void> {
  await db.insertInto('rate_limit_event').values({ bucket, at: now.toISOString() }).execute();
}

export async function clear(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_event').where('bucket', '=', bucket).execute();
}

/** Forgets events older than a day and a bit: no limit looks further back. */
export async function prune(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 25 * 3_600_000).toISOString();
  await db.deleteFrom('rate_limit_event').where('at', '<', before).execute();
}

const since = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs).toISOString();

/** The oldest counted event frees its place when it leaves the window. */
function tooMany(limit: Limit, oldestCountedAt: string, now: Date) {
  const freeAt = new Date(oldestCountedAt).getTime() + limit.windowMs;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', limit.message, undefined, retryAfter);
}
