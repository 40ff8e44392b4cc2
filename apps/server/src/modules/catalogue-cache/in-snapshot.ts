import type { Transaction } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Reads that must agree with each other (a cache's version and the rows it stamps): one transaction,
 * REPEATABLE READ on PostgreSQL (every statement sees the first one's snapshot); SQLite's transactions
 * read one snapshot already.
 */
export function inSnapshot<T>(db: Db, engine: Engine, read: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const transaction = db.transaction();
  return (engine === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction).execute(read);
}
