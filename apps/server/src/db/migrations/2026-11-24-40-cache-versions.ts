import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// What the server keeps in memory (the catalogue, the shops) is stamped with a version that the database
// moves on every change of the tables it is made of. The database's own triggers do it, in the writing
// transaction: no writer (back office, seed, housekeeping, a hand-typed SQL fix) can forget (ADR 026).

const SOURCES: Record<string, string[]> = {
  catalogue: ['category', 'sub_category', 'article', 'article_price_history'],
  shops: [
    'shop',
    'shop_opening_period',
    'shop_closing_day',
    'delivery_zone',
    'delivery_zone_post_code',
    'shop_holiday',
    'shop_holiday_article',
    'shop_time_window',
  ],
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_version')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db
    .insertInto('cache_version')
    .values(Object.keys(SOURCES).map((name) => ({ name, version: 1 })))
    .execute();

  if (isPostgres(db)) {
    await sql`create function bump_cache_version() returns trigger language plpgsql as $$
      begin
        update cache_version set version = version + 1 where name = tg_argv[0];
        return null;
      end $$`.execute(db);
    for (const [name, tables] of Object.entries(SOURCES)) {
      for (const table of tables) {
        // Once per statement (not per row); TRUNCATE too.
        await sql`create trigger ${sql.id(`${table}_bumps_cache`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_cache_version(${sql.lit(name)})`.execute(db);
      }
    }
    return;
  }
  for (const [name, tables] of Object.entries(SOURCES)) {
    for (const table of tables) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_${event}_bumps_cache`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update cache_version set version = version + 1 where name = ${sql.lit(name)}; end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const tables of Object.values(SOURCES)) {
    for (const table of tables) {
      if (isPostgres(db)) await sql`drop trigger ${sql.id(`${table}_bumps_cache`)} on ${sql.table(table)}`.execute(db);
      else {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`drop trigger ${sql.id(`${table}_${event}_bumps_cache`)}`.execute(db);
        }
      }
    }
  }
  if (isPostgres(db)) await sql`drop function bump_cache_version()`.execute(db);
  await db.schema.dropTable('cache_version').execute();
}
