import SQLite from 'better-sqlite3';

/**
 * Runs start-up work (migrations, demo seed) in one process at a time. Several processes may start together
 * on one SQLite file, and Kysely's migrator takes no lock on SQLite: an exclusive transaction on a side file
 * (`shop.sqlite.lock`) serializes them; the others wait and then find the work done. PostgreSQL needs none:
 * the migrator takes an advisory lock there and the seed tolerates a concurrent seed.
 */
export async function withStartupLock<T>(sqliteFile: string | null, work: () => Promise<T>): Promise<T> {
  if (sqliteFile === null || sqliteFile === ':memory:') return work();
  const lock = new SQLite(`${sqliteFile}.lock`, { timeout: 120_000 });
  try {
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
