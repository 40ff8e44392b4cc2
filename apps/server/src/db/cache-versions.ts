import { type Db, isPostgres, nameStatement } from './database.js';

export type CacheVersions = { catalogue: number; shops: number };

/** The versions as the database gives them: one row per name, the version a bigint (a string from node-postgres). */
export function versionsOf(rows: readonly { name: string; version: number | string | bigint }[]): CacheVersions {
  const versions: CacheVersions = { catalogue: 0, shops: 0 };
  for (const row of rows)
    if (row.name === 'catalogue' || row.name === 'shops') versions[row.name] = Number(row.version);
  return versions;
}

/** Reads in flight at once per process: enough to hide a round trip, few enough to spare the database. */
const MAX_IN_FLIGHT = 4;

type Group = {
  promise: Promise<CacheVersions>;
  resolve: (v: CacheVersions) => void;
  reject: (e: unknown) => void;
};

/**
 * The versions of the cached data, read from the database for the requests (ADR 026). Exact on any number
 * of processes: a request is answered from a read that STARTED after the request arrived, so it sees every
 * change committed before it (a change acknowledged to anyone is committed).
 *
 * Arrivals are counted (`arrive()`, when a request's headers are in) and each read notes the count when it
 * starts: a request may use the newest read that started at or after its own arrival, even one made for
 * others. Otherwise it joins the next read, which every request waiting for one shares: it starts at the end
 * of the event loop's turn, as soon as fewer than MAX_IN_FLIGHT are running. Under load most requests find a
 * read made after they arrived, and the database sees a few reads per batch of requests instead of one each.
 */
export function cacheVersionReader(db: Db) {
  const query = db.selectFrom('cache_version').select(['name', 'version']).compile();
  if (isPostgres(db)) nameStatement(query.sql);
  let arrivals = 0;
  let latest: { startedAt: number; versions: CacheVersions } | null = null;
  let waiting: Group | null = null;
  let inFlight = 0;

  // Reads may end out of order: keep the one that started last.
  const keep = (startedAt: number, versions: CacheVersions) => {
    if (!latest || startedAt >= latest.startedAt) latest = { startedAt, versions };
  };

  const start = () => {
    const group = waiting;
    if (!group || inFlight >= MAX_IN_FLIGHT) return;
    waiting = null;
    inFlight += 1;
    const startedAt = arrivals;
    db.executeQuery(query)
      .then(({ rows }) => {
        const versions = versionsOf(rows);
        keep(startedAt, versions);
        group.resolve(versions);
      }, group.reject)
      .finally(() => {
        inFlight -= 1;
        start();
      });
  };

  const arrive = () => ++arrivals;

  return {
    /** A request has arrived: what it reads must start after this. Answers its mark. */
    arrive,
    /**
     * The versions read by another statement (the sessions', on PostgreSQL): `startedAt` is `mark()` taken
     * just before that statement was sent. The requests that arrived before it need no read of their own.
     */
    offer: keep,
    /** The arrivals counted so far, to note before sending a statement that reads the versions. */
    mark: () => arrivals,
    /** The versions as of a read that started after `arrival` (by default: after now). */
    read(arrival: number = arrive()): Promise<CacheVersions> | CacheVersions {
      if (latest && latest.startedAt >= arrival) return latest.versions;
      if (!waiting) {
        let resolve!: Group['resolve'];
        let reject!: Group['reject'];
        const promise = new Promise<CacheVersions>((yes, no) => {
          resolve = yes;
          reject = no;
        });
        waiting = { promise, resolve, reject };
        // The read starts once this turn of the event loop has handled its input: every request whose
        // headers came in the same turn joins it. (A microtask would start it after the first request's
        // callback, and on SQLite, where a read costs three system calls, each request would pay its own.)
        setImmediate(start);
      }
      return waiting.promise;
    },
  };
}

export type CacheVersionReader = ReturnType<typeof cacheVersionReader>;
