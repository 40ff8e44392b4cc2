import { type Db, isPostgres } from './database.js';

/**
 * Takes the write lock on a row: on PostgreSQL a row lock (FOR UPDATE) held until the transaction ends, on
 * SQLite the database's write lock (a no-op update), taken before anything is read. Orders of one user, and
 * orders for one shop, are thus placed one at a time, across server processes too. On PostgreSQL it is not
 * an update: a shop's update moves the shops' cache version (ADR 026), which an order must not do.
 */
export async function lockRow(db: Db, table: 'user_account' | 'shop' | 'customer_order', id: number): Promise<void>;
/** The demo payment provider's objects are keyed by Stripe-like text ids. */
export async function lockRow(db: Db, table: 'demo_payment_object', id: string): Promise<void>;
export async function lockRow(
  db: Db,
  table: 'user_account' | 'shop' | 'customer_order' | 'demo_payment_object',
  id: number | string,
): Promise<void> {
  // The overloads pair each table with the type of its id; Kysely sees only their union here.
  const row = table as 'shop';
  const key = id as number;
  if (isPostgres(db)) {
    await db.selectFrom(row).select('id').where('id', '=', key).forUpdate().execute();
    return;
  }
  await db
    .updateTable(row)
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', key)
    .execute();
}
