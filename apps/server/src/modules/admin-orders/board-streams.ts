import type { ServerResponse } from 'node:http';
import type { AdminEvent } from '@boucherie/contract';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { canSeeShop, type StaffScope } from '../admin/staff-scope.js';
import type { BusMessage } from '../events/event-bus.js';
import { findStreamViewers } from './board-streams.repository.js';

/** A comment line now and then keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export type BoardStream = { tokenHash: string; scope: StaffScope; res: ServerResponse };

type Deps = {
  db: Db;
  now: () => Date;
  log: Pick<Logger, 'error'>;
  gauge: { inc: () => void; dec: () => void };
};

/**
 * The board streams open on this process. A stream's access was checked once, at connect; it can end
 * later (revoked, a shop taken away, logged out), so before any event is sent the access of every open
 * stream is read again from the database, after the event arrived: an order placed after a revocation
 * committed never reaches the revoked person, whichever process either happened on. Events arriving
 * meanwhile wait for the next read (one read in flight at a time, whatever the burst). A change of
 * access told on the bus, and each heartbeat, read it again too: the revoked person's stream ends at
 * once, not at the next order.
 */
export function boardStreams(deps: Deps) {
  const open = new Set<BoardStream>();
  let waiting: AdminEvent[] = [];
  let wanted = false;
  let running = false;

  const end = (stream: BoardStream) => {
    if (!open.delete(stream)) return;
    deps.gauge.dec();
    stream.res.end();
  };

  /** Each session's current role and shops; a session missing from the map has no access any more. */
  async function readAccess(streams: BoardStream[]) {
    const hashes = [...new Set(streams.map((s) => s.tokenHash))];
    const rows = await findStreamViewers(deps.db, hashes, deps.now().toISOString());
    const access = new Map<string, Pick<StaffScope, 'role' | 'shopIds'>>();
    for (const row of rows) {
      if (row.role === 'customer') continue;
      const known = access.get(row.token_hash) ?? { role: row.role, shopIds: row.role === 'admin' ? null : [] };
      if (row.shop_id !== null) known.shopIds?.push(row.shop_id);
      access.set(row.token_hash, known);
    }
    return access;
  }

  async function check(events: AdminEvent[]) {
    const streams = [...open];
    if (streams.length === 0) return;
    let access: Awaited<ReturnType<typeof readAccess>>;
    try {
      access = await readAccess(streams);
    } catch (error) {
      // Unchecked events are not sent; the browsers reconnect and their board reads the orders afresh.
      deps.log.error({ err: error }, 'board streams: access not read, streams closed');
      for (const stream of streams) end(stream);
      return;
    }
    for (const stream of streams) {
      const current = access.get(stream.tokenHash);
      if (!open.has(stream)) continue;
      if (!current) {
        end(stream);
        continue;
      }
      stream.scope = { ...stream.scope, ...current };
      for (const event of events) {
        if (canSeeShop(stream.scope, event.shopId)) {
          stream.res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        }
      }
    }
  }

  async function run() {
    try {
      while (wanted) {
        wanted = false;
        const events = waiting;
        waiting = [];
        await check(events);
      }
    } finally {
      // Cleared in the same turn as the loop's last test: a request made from here on starts a new run.
      running = false;
    }
  }

  const schedule = () => {
    wanted = true;
    if (running) return;
    running = true;
    void run();
  };

  const heartbeat = setInterval(() => {
    if (open.size === 0) return;
    for (const stream of open) stream.res.write(': ping\n\n');
    schedule();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    add(stream: BoardStream) {
      open.add(stream);
      deps.gauge.inc();
    },
    /** The browser went away. */
    remove(stream: BoardStream) {
      if (open.delete(stream)) deps.gauge.dec();
    },
    /** Everything the bus tells this process. */
    hear(message: BusMessage) {
      if (message.type === 'access-changed') {
        if ([...open].some((s) => s.scope.userId === message.userId)) schedule();
        return;
      }
      if (open.size === 0) return;
      waiting.push(message);
      schedule();
    },
    /** On shutdown the streams end first, so that the server can close (browsers reconnect elsewhere). */
    close() {
      clearInterval(heartbeat);
      for (const stream of [...open]) end(stream);
    },
  };
}
