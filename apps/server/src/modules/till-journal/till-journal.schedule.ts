import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/time.js';
import { closeDuePeriods } from './closures.js';

const QUARTER = 15 * 60_000;

/**
 * Closes the days, months and years that are over, at start and then every quarter of an hour (a day is closed
 * in the first quarter after midnight, Paris); stopped by the returned function.
 */
export function startTillClosures(db: Db, clock: Clock, key: string, onError: (error: unknown) => void) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await closeDuePeriods(db, key, clock());
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, QUARTER);
  timer.unref();
  return () => clearInterval(timer);
}
