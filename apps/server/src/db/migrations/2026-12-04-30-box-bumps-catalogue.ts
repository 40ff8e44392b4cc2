import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// The catalogue says what a pre-sold box is (« environ 5 kg, abattage le 12 — acompte 28,35 € », ADR 074): the
// catalogue kept in memory is made of the box table too, so a change of a box moves its version (ADR 026).

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // bump_cache_version() is the cache versions' own function (migration 2026-11-24-40).
    await sql`create trigger box_bumps_cache
      after insert or update or delete or truncate on box
      for each statement execute function bump_cache_version('catalogue')`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`box_${event}_bumps_cache`)} after ${sql.raw(event)} on box
      begin update cache_version set version = version + 1 where name = 'catalogue'; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop trigger box_bumps_cache on box`.execute(db);
  else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`box_${event}_bumps_cache`)}`.execute(db);
    }
  }
}
