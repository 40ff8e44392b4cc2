import type { AdminEvent } from '@boucherie/contract';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * A person's back-office access changed (revoked, shops changed): every process re-reads the access of
 * that person's open board streams at once. Told to the processes only, never to a browser.
 */
export type AccessChanged = { type: 'access-changed'; userId: number };

/** What travels between the processes: the orders' news for the boards, and changes of access. */
export type BusMessage = AdminEvent | AccessChanged;

/**
 * What happens to orders, told to every server process: the staff's board listens to it (SSE).
 * In memory on SQLite (one process); on PostgreSQL through LISTEN/NOTIFY, so that an order placed on
 * one process reaches a board connected to another.
 */
export type EventBus = {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
};

type Logs = Pick<Logger, 'error' | 'warn'>;

function listeners() {
  const set = new Set<(message: BusMessage) => void>();
  return {
    add(listener: (message: BusMessage) => void) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(message: BusMessage, log: Logs) {
      for (const listener of set) {
        try {
          listener(message);
        } catch (error) {
          log.error({ err: error }, 'event listener failed');
        }
      }
    },
  };
}

export function memoryEventBus(log: Logs): EventBus {
  const local = listeners();
  return {
    publish: async (message) => local.emit(message, log),
    subscribe: (listener) => local.add(listener),
    close: async () => {},
  };
}

/** NOTIFY payloads are limited to 8 000 bytes; ours are a few ids. */
const CHANNEL_PREFIX = 'shop_events';

/**
 * One connection per process listens; NOTIFY reaches every process on the database, this one
 * included, so a publish is delivered through PostgreSQL only (one path, the same order everywhere).
 * Each schema has its own channel: test suites sharing a database never hear each other.
 */
export async function postgresEventBus(
  connection: { connectionString: string; schema?: string },
  log: Logs,
): Promise<EventBus> {
  const local = listeners();
  let client: pg.Client | null = null;
  let channel = '';
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: connection.connectionString,
      ...(connection.schema ? { options: `-c search_path=${connection.schema}` } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        local.emit(JSON.parse(message.payload) as BusMessage, log);
      } catch (error) {
        log.error({ err: error }, 'bad event payload');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'event connection lost; reconnecting');
      reconnect();
    });
    await next.connect();
    const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
    channel = `${CHANNEL_PREFIX}_${(rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(
      0,
      63,
    );
    await next.query(`listen "${channel}"`);
    client = next;
  };

  const reconnect = () => {
    const old = client;
    client = null;
    old?.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error) => {
        log.warn({ err: error }, 'event connection failed; retrying');
        reconnect();
      });
    }, 1_000);
    retry.unref();
  };

  await connect();
  return {
    async publish(message) {
      if (!client) {
        // The connection is being re-established: this process's own boards still hear it.
        local.emit(message, log);
        return;
      }
      await client.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    subscribe: (listener) => local.add(listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** Tells every board of an order's news; the order stands whatever the bus does (a failure is logged). */
export async function publishOrderEvent(
  deps: { events: EventBus; log: Pick<Logger, 'error'> },
  type: AdminEvent['type'],
  order: { id: number; shop: { id: number }; number: string; date: string; status: AdminEvent['status'] },
) {
  try {
    await deps.events.publish({
      type,
      orderId: order.id,
      shopId: order.shop.id,
      number: order.number,
      date: order.date,
      status: order.status,
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'order event not published');
  }
}

/**
 * Tells every process that a person's access changed, so that their open streams end or narrow at once.
 * The change stands whatever the bus does: each event is checked against the database before it is sent.
 */
export async function publishAccessChanged(deps: { events: EventBus; log: Pick<Logger, 'error'> }, userId: number) {
  try {
    await deps.events.publish({ type: 'access-changed', userId });
  } catch (error) {
    deps.log.error({ err: error, userId }, 'access change not published');
  }
}
