import type { Db } from '../../db/database.js';

export type CacheVersions = { catalogue: number; shops: number };

/**
 * The versions of the cached data, read from the database for every request (ADR 026). Exact on any
 * number of processes: a request is answered from a read that STARTED after the request arrived, so it
 * sees every change committed before it (a change acknowledged to anyone is committed).
 *
 * Cheap under load: at most one read is in flight; the requests that arrive meanwhile share the next one
 * (they cannot share the running one: it may have begun before a commit they already know of).
 */
export function cacheVersionReader(db: Db) {
  const query = db.selectFrom('cache_version').select(['name', 'version']).compile();
  let running: Promise<CacheVersions> | null = null;
  let queued: Promise<CacheVersions> | null = null;

  const start = () => {
    const read = db.executeQuery(query).then(({ rows }) => {
      const versions: CacheVersions = { catalogue: 0, shops: 0 };
      for (const row of rows) versions[row.name] = Number(row.version);
      return versions;
    });
    const current = read.finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };

  return {
    read(): Promise<CacheVersions> {
      if (!running) return start();
      if (!queued) {
        const next = running.then(
          () => undefined,
          () => undefined,
        );
        queued = next.then(() => {
          queued = null;
          return start();
        });
      }
      return queued;
    },
  };
}

export type CacheVersionReader = ReturnType<typeof cacheVersionReader>;
