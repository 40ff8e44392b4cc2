import type { Db } from '../db/database.js';
import type { Clock } from '../lib/time.js';
import { prune } from './rate-limit/rate-limit.js';
import { deleteExpiredSessions } from './sessions/sessions.repository.js';

const HOUR = 3_600_000;

/** Forgets expired sessions and old rate-limit events, at start and then every hour. */
export function startHousekeeping(db: Db, clock: Clock, onError: (error: unknown) => void) {
  const run = async () => {
    const now = clock();
    await deleteExpiredSessions(db, now.toISOString());
    await prune(db, now);
  };
  run().catch(onError);
  const timer = setInterval(() => run().catch(onError), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
