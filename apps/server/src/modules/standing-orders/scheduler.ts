import { addDays, parisDate } from '@boucherie/contract';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/time.js';
import type { OrderNoticeDeps } from '../orders/order-deps.js';
import { datesBetween, dueDates, occurrenceTiming } from './occurrence-dates.js';
import { placeOccurrence } from './placement.js';
import { fulfilmentOf, periodOf, readCalendars, scheduleOf } from './standing-order-view.js';
import * as repo from './standing-orders.repository.js';

/** An occurrence is placed through the order's own writes (order-writer.ts); only its notices leave. */
export type SchedulerDeps = Omit<OrderNoticeDeps, 'now' | 'log'> & {
  clock: Clock;
  /** The Paris time on the cut-off day when occurrences are placed (STANDING_ORDERS_PLACE_AT). */
  placeTime: string;
  log: Pick<Logger, 'error' | 'info' | 'debug'>;
};

export type TickResult = { placed: number; skipped: number };

/**
 * One run of the schedule: every occurrence whose placing time has come and whose cut-off has not passed,
 * and that no process has decided yet, is placed or skipped. A date missed while the server was down is
 * thus placed at the first run after the start, if its cut-off has not passed.
 */
export async function runStandingOrders(deps: SchedulerDeps): Promise<TickResult> {
  const now = deps.clock();
  const today = parisDate(now);
  const result: TickResult = { placed: 0, skipped: 0 };
  const rows = await repo.findSchedulable(deps.db, today);
  if (rows.length === 0) return result;
  const calendars = await readCalendars(deps.db, now);

  for (const row of rows) {
    const fulfilment = fulfilmentOf(row, calendars.shops);
    const schedule = fulfilment ? scheduleOf(calendars, fulfilment.shop) : null;
    // Without a shop there is no cut-off: the date is reported the day before.
    const dates = schedule
      ? dueDates(periodOf(row), schedule, now, deps.placeTime)
      : datesBetween(periodOf(row), addDays(today, 1), addDays(today, 1));
    if (dates.length === 0) continue;
    const decided = new Set((await repo.findOccurrences(deps.db, [row.id], today)).map((o) => o.date));
    for (const date of dates.filter((d) => !decided.has(d))) {
      try {
        const timing = schedule ? occurrenceTiming(schedule, date, deps.placeTime) : null;
        const outcome = await placeOccurrence({ ...deps, now }, row.id, date, fulfilment, timing);
        if (outcome.kind === 'placed') result.placed += 1;
        if (outcome.kind === 'skipped') result.skipped += 1;
        if (outcome.kind === 'placed' || outcome.kind === 'skipped') {
          deps.log.info({ standingOrderId: row.id, date, outcome }, 'standing order occurrence decided');
        } else deps.log.debug({ standingOrderId: row.id, date, outcome }, 'standing order occurrence left alone');
      } catch (error) {
        // One occurrence's failure never stops the others; the next run tries it again.
        deps.log.error({ err: error, standingOrderId: row.id, date }, 'standing order occurrence failed');
      }
    }
  }
  return result;
}

/**
 * Runs the schedule at start and then every `intervalMs`, one run at a time. The answer stops it and
 * resolves once a run in progress has finished (before the database closes).
 */
export function startStandingOrders(deps: SchedulerDeps, intervalMs: number): () => Promise<void> {
  let current: Promise<void> | null = null;
  const run = () => {
    if (current) return;
    current = runStandingOrders(deps)
      .then((result) => deps.log.debug({ ...result }, 'standing orders: run done'))
      .catch((error) => deps.log.error({ err: error }, 'standing orders run failed'))
      .finally(() => {
        current = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
