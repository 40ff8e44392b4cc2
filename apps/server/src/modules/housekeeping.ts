import type { Db } from '../db/database.js';
import type { Clock } from '../lib/time.js';
import { deleteExpiredCodesAndLinks } from './accounts/contact-changes.repository.js';
import { prune } from './rate-limit/rate-limit.js';
import { deleteExpiredSessions } from './sessions/sessions.repository.js';
import { deleteExpiredPendingLogins } from './two-factor/two-factor.repository.js';

const HOUR = 3_600_000;

/**
 * Forgets expired sessions, old rate-limit events, and codes and links past their time (with the new numbers
 * and addresses never proven), logins that waited for a second factor in vain, at start and then every hour.
 */
export function startHousekeeping(db: Db, clock: Clock, onError: (error: unknown) => void) {
  const run = async () => {
    const now = clock();
    await deleteExpiredSessions(db, now.toISOString());
    await prune(db, now);
    await deleteExpiredCodesAndLinks(db, now.toISOString());
    await deleteExpiredPendingLogins(db, now.toISOString());
  };
  run().catch(onError);
  const timer = setInterval(() => run().catch(onError), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
