import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// The owner's settings for the whole business, one row (id 1): first, how much of one article a customer's
// line may hold, in whole kilograms and whole pieces, for a particulier and for a pro (issue 30). Every cart
// change reads them: they are kept in memory with the shops, whose version this table moves too (ADR 026).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('particulier_max_kg', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('particulier_max_pieces', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('pro_max_kg', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('pro_max_pieces', 'integer', (c) => c.notNull().defaultTo(300))
    .execute();
  await db.insertInto('business_settings').values({ id: 1 }).execute();

  if (isPostgres(db)) {
    // bump_cache_version() is the cache versions' own function (migration 2026-11-24-40).
    await sql`create trigger business_settings_bumps_cache
      after insert or update or delete or truncate on business_settings
      for each statement execute function bump_cache_version('shops')`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`business_settings_${event}_bumps_cache`)} after ${sql.raw(event)} on business_settings
      begin update cache_version set version = version + 1 where name = 'shops'; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop trigger business_settings_bumps_cache on business_settings`.execute(db);
  else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`business_settings_${event}_bumps_cache`)}`.execute(db);
    }
  }
  await db.schema.dropTable('business_settings').execute();
}
