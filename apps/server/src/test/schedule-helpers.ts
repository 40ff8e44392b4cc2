import { runStandingOrders, type SchedulerDeps } from '../modules/standing-orders/scheduler.js';
import type { TestApp } from './test-app.js';

/** What the standing orders' schedule runs with in a test: the app's own parts, occurrences placed at 08:00. */
export const scheduleDeps = (t: TestApp): SchedulerDeps => ({
  db: t.app.db,
  clock: t.app.clock,
  messenger: t.app.messenger,
  effects: t.app.effects,
  events: t.app.events,
  log: t.app.log,
  publicUrl: 'http://localhost',
  placeTime: '08:00',
});

/** One run of the schedule at `at` (the test app's clock is moved there). */
export function runScheduleAt(t: TestApp, at: Date) {
  t.setNow(at);
  return runStandingOrders(scheduleDeps(t));
}
