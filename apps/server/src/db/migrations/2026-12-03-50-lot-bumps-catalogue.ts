import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// The product page shows the origin of the lot an article is sold from (issue 39): the catalogue kept in memory
// is made of the lot table too, so a change of a lot moves the catalogue's version (ADR 026).

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // bump_cache_version() is the cache versions' own function (migration 2026-11-24-40).
    await sql`create trigger lot_bumps_cache
      after insert or update or delete or truncate on lot
      for each statement execute function bump_cache_version('catalogue')`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`lot_${event}_bumps_cache`)} after ${sql.raw(event)} on lot
      begin update cache_version set version = version + 1 where name = 'catalogue'; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop trigger lot_bumps_cache on lot`.execute(db);
  else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`lot_${event}_bumps_cache`)}`.execute(db);
    }
  }
}
