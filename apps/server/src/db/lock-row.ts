import { type Db, isPostgres } from './database.js';

/**
 * Takes the write lock on a row: on PostgreSQL a row lock (FOR UPDATE) held until the transaction ends, on
 * SQLite the database's write lock (a no-op update), taken before anything is read. Orders of one user, and
 * orders for one shop, are thus placed one at a time, across server processes too. On PostgreSQL it is not
 * an update: a shop's update moves the shops' cache version (ADR 026), which an order must not do.
 */
export async function lockRow(db: Db, table: 'user_account' | 'shop' | 'customer_order', id: number) {
  if (isPostgres(db)) {
    await db.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
    return;
  }
  await db
    .updateTable(table)
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}
