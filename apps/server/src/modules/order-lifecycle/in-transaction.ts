import type { Db } from '../../db/database.js';

/** Runs `work` in the caller's transaction, or in one of its own. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
