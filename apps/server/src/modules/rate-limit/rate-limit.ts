import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export type Limit = { max: number; windowMs: number; message: string };

/**
 * Counts one event in `bucket` and refuses it (429 with Retry-After) past `max` in the window.
 * The event is written before counting, so concurrent requests on several processes never let more
 * than `max` through (at worst they refuse one too many). Nothing is counted when limits are off.
 */
export async function consume(db: Db, bucket: string, limit: Limit, now: Date, enabled = true): Promise<void> {
  if (!enabled) return;
  const at = now.toISOString();
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const { id } = await db
    .insertInto('rate_limit_event')
    .values({ bucket, at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('rate_limit_event')
    .select(['id', 'at'])
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .orderBy('at')
    .orderBy('id')
    .execute();
  if (events.length <= limit.max) return;
  await db.deleteFrom('rate_limit_event').where('id', '=', id).execute();
  throw tooMany(limit, events[events.length - limit.max - 1]?.at ?? at, now);
}

/**
 * Refuses (429) when `bucket` already holds `max` events in the window, without counting; otherwise
 * answers how many it holds (0 when limits are off).
 */
export async function check(db: Db, bucket: string, limit: Limit, now: Date, enabled = true): Promise<number> {
  if (!enabled) return 0;
  const events = await recent(db, bucket, limit.windowMs, now);
  if (events.length >= limit.max) throw tooMany(limit, events[events.length - limit.max]?.at ?? now.toISOString(), now);
  return events.length;
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

function recent(db: Db, bucket: string, windowMs: number, now: Date) {
  const since = new Date(now.getTime() - windowMs).toISOString();
  return db
    .selectFrom('rate_limit_event')
    .select('at')
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
}

/** The oldest counted event frees its place when it leaves the window. */
function tooMany(limit: Limit, oldestCountedAt: string, now: Date) {
  const freeAt = new Date(oldestCountedAt).getTime() + limit.windowMs;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', limit.message, undefined, retryAfter);
}
