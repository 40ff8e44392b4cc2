import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { type EffectKind, type EffectPayloads, FORGOTTEN_WHEN_DONE } from './effects.js';
import * as repo from './lifecycle.repository.js';

// Runs the effect list (issue 46, ADR 051): after each commit the order's own effects at once, and in every
// process a tick that takes what is due (a retry's time, a claim whose process died), at start-up first.

/** A claimed effect, its payload read. */
export type Effect<K extends EffectKind = EffectKind> = Omit<repo.EffectRow, 'payload' | 'kind'> & {
  kind: K;
  payload: EffectPayloads[K];
  /** The key every provider call of this effect carries: sent twice, it acts once. */
  idempotencyKey: string;
};

/** What a run found: what to record with the effect's end (in one transaction), or that a person must look. */
export type EffectOutcome = { record?: (trx: Db) => Promise<void>; needsPerson?: string } | undefined;

export type EffectHandler<K extends EffectKind = EffectKind> = (effect: Effect<K>, now: Date) => Promise<EffectOutcome>;
export type EffectHandlers = { [K in EffectKind]: EffectHandler<K> };

export type EffectRunner = {
  /** The order's due effects, in order, now (after a commit); a failure stays on the list, never thrown. */
  runOrder: (orderId: number) => Promise<void>;
  /** Every due effect (the tick); answers how many ran and how many failed. */
  runDue: () => Promise<{ ran: number; failed: number }>;
  /** Starts the tick (every `everyMs`, once at once); stopped by the returned function. */
  start: (everyMs?: number) => () => void;
  /** Counts since start, for /metrics (the payments' schedule adds the orders it could not handle). */
  stats: { done: number; failures: number; needsPerson: number; scheduleFailures: number };
};

/** How long a claim lasts: longer than any provider call (the SDK's own time-out). */
const CLAIM_MS = 2 * 60_000;
/** Tries before a person must look; the waits between them double, from 30 s to an hour. */
export const MAX_ATTEMPTS = 8;
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

export function createEffectRunner(options: {
  db: Db;
  clock: () => Date;
  log: Pick<Logger, 'error' | 'warn'>;
  /** Made on first use: the handlers need the whole app. */
  handlers: () => EffectHandlers;
  /**
   * The process alone owns the database (SQLite): a claim still running at start was its dead predecessor's,
   * taken back at once instead of after its time. On PostgreSQL another live process may hold it.
   */
  soleProcess?: boolean;
}): EffectRunner {
  const { db, clock, log } = options;
  const stats = { done: 0, failures: 0, needsPerson: 0, scheduleFailures: 0 };

  async function runOne(row: repo.EffectRow): Promise<boolean> {
    const effect = {
      ...row,
      kind: row.kind as EffectKind,
      payload: JSON.parse(row.payload),
      idempotencyKey: `effect:${row.id}`,
    } as Effect;
    const token = row.claim ?? '';
    const handler = options.handlers()[effect.kind] as EffectHandler;
    try {
      const outcome = await handler(effect, clock());
      const at = clock().toISOString();
      if (outcome?.needsPerson) {
        const reason = outcome.needsPerson;
        stats.needsPerson++;
        // What is true is recorded all the same; the rest waits for a person.
        await db.transaction().execute(async (trx) => {
          await outcome.record?.(trx);
          await repo.failEffect(trx, row.id, token, { error: reason, at, nextAt: null });
        });
        return false;
      }
      await db.transaction().execute(async (trx) => {
        // A claim that lapsed was taken over: that run records, this one writes nothing.
        const forget = FORGOTTEN_WHEN_DONE.includes(effect.kind);
        if (await repo.finishEffect(trx, row.id, token, at, forget)) await outcome?.record?.(trx);
      });
      stats.done++;
      return true;
    } catch (error) {
      stats.failures++;
      const now = clock();
      const last = row.attempts >= MAX_ATTEMPTS;
      log.error({ err: error, effect: row.id, kind: row.kind, orderId: row.order_id }, 'order effect failed');
      await repo
        .failEffect(db, row.id, token, {
          error: error instanceof Error ? error.message : String(error),
          at: now.toISOString(),
          nextAt: last ? null : new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
        })
        .catch((err: unknown) => log.error({ err, effect: row.id }, 'order effect failure not recorded'));
      return false;
    }
  }

  async function claim(orderId?: number) {
    const now = clock();
    return repo.claimEffects(db, {
      token: randomUUID(),
      now: now.toISOString(),
      until: new Date(now.getTime() + CLAIM_MS).toISOString(),
      limit: orderId === undefined ? 20 : 1,
      ...(orderId === undefined ? {} : { orderId }),
    });
  }

  async function runOrder(orderId: number) {
    try {
      // One at a time, in order: each claim takes the next only once the one before it was tried.
      for (let i = 0; i < 20; i++) {
        const [row] = await claim(orderId);
        if (!row) return;
        await runOne(row);
      }
    } catch (error) {
      log.error({ err: error, orderId }, 'order effects not run');
    }
  }

  async function runDue() {
    let ran = 0;
    let failed = 0;
    for (let round = 0; round < 50; round++) {
      const rows = await claim();
      if (rows.length === 0) break;
      // Each effect on its own: one that fails never stops the others.
      for (const row of rows) {
        ran++;
        if (!(await runOne(row))) failed++;
      }
    }
    return { ran, failed };
  }

  function start(everyMs = 5_000) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await runDue();
      } catch (error) {
        log.error({ err: error }, 'order effects tick failed');
      } finally {
        running = false;
      }
    };
    const first = options.soleProcess
      ? repo.releaseAllClaims(db, clock().toISOString()).catch((error: unknown) => {
          log.error({ err: error }, 'order effects of the previous process not taken back');
        })
      : Promise.resolve();
    void first.then(tick);
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { runOrder, runDue, start, stats };
}
