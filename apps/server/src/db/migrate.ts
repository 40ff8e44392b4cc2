import { Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';
import { loadMigrations } from './migrations/index.js';

/**
 * On PostgreSQL the migrator is told its schema: without it, Kysely looks for its own tables in every
 * schema of the database, finds another schema's (a parallel test suite's) and skips creating its own.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migrator(db: Db) {
  const schema = await migrationSchema(db);
  return new Migrator({
    db,
    provider: { getMigrations: loadMigrations },
    // Work merged from parallel branches may add a migration named before one a database already ran.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Brings the schema to the latest version; safe to run from several processes at once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this code knows and the database has not run (empty: the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await (await migrator(db)).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
