import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './helpers.js';

// A shop's weekly delivery rounds (issue 30, item 7; ADR 044): set once by the owner, offered on every open
// delivery day unless that day has windows of its own. They are part of the shops kept in memory, so their
// changes move the shops' cache version like the other shop tables (ADR 026).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_delivery_round')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('starts', 'text', (c) => c.notNull())
    .addColumn('ends', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addUniqueConstraint('shop_delivery_round_unique', ['shop_id', 'weekday', 'starts'])
    .execute();
  // The round an order chose; its times are kept in time_window_starts/ends like a dated window's. No foreign
  // key: a round may go while the orders that chose it are still delivered at the times they were promised.
  await db.schema.alterTable('customer_order').addColumn('delivery_round_id', 'integer').execute();

  if (isPostgres(db)) {
    await sql`create trigger shop_delivery_round_bumps_cache
      after insert or update or delete or truncate on shop_delivery_round
      for each statement execute function bump_cache_version('shops')`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`shop_delivery_round_${event}_bumps_cache`)} after ${sql.raw(event)}
      on shop_delivery_round begin update cache_version set version = version + 1 where name = 'shops'; end`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop trigger shop_delivery_round_bumps_cache on shop_delivery_round`.execute(db);
  else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`shop_delivery_round_${event}_bumps_cache`)}`.execute(db);
    }
  }
  await db.schema.alterTable('customer_order').dropColumn('delivery_round_id').execute();
  await db.schema.dropTable('shop_delivery_round').execute();
}
