import type { Db } from '../../db/database.js';

export type CacheVersions = { catalogue: number; shops: number };

/** Reads in flight at once per process: enough to hide a round trip, few enough to spare the database. */
const MAX_IN_FLIGHT = 4;

type Group = { promise: Promise<CacheVersions>; resolve: (v: CacheVersions) => void; reject: (e: unknown) => void };

/**
 * The versions of the cached data, read from the database for every request (ADR 026). Exact on any
 * number of processes: a request is answered from a read that STARTED after the request arrived, so it
 * sees every change committed before it (a change acknowledged to anyone is committed).
 *
 * Cheap under load: the requests that arrive before a read starts share it (a group), and a read starts as
 * soon as fewer than MAX_IN_FLIGHT are running; a request never joins a read that is already running (it may
 * have begun before a commit the request already knows of).
 */
export function cacheVersionReader(db: Db) {
  const query = db.selectFrom('cache_version').select(['name', 'version']).compile();
  let waiting: Group | null = null;
  let inFlight = 0;

  const start = () => {
    const group = waiting;
    if (!group || inFlight >= MAX_IN_FLIGHT) return;
    waiting = null;
    inFlight += 1;
    db.executeQuery(query)
      .then(({ rows }) => {
        const versions: CacheVersions = { catalogue: 0, shops: 0 };
        for (const row of rows) versions[row.name] = Number(row.version);
        group.resolve(versions);
      }, group.reject)
      .finally(() => {
        inFlight -= 1;
        start();
      });
  };

  return {
    read(): Promise<CacheVersions> {
      if (!waiting) {
        let resolve!: Group['resolve'];
        let reject!: Group['reject'];
        const promise = new Promise<CacheVersions>((yes, no) => {
          resolve = yes;
          reject = no;
        });
        waiting = { promise, resolve, reject };
        // Requests parsed in the same turn of the event loop join before the read starts.
        queueMicrotask(start);
      }
      return waiting.promise;
    },
  };
}

export type CacheVersionReader = ReturnType<typeof cacheVersionReader>;
