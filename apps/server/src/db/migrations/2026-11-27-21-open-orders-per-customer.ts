import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // How many open orders (not yet handed over nor cancelled) one customer may hold at a shop for one day:
  // without a cap, one customer could fill a time window and cancel it all for free (issue 29).
  await db.schema
    .alterTable('shop')
    .addColumn('open_orders_per_customer_per_day', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop').dropColumn('open_orders_per_customer_per_day').execute();
}
