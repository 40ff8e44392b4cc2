import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Migration-local helpers: migrations never import application code, so they stay frozen in time.

export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-numbered integer primary key on either engine. */
export const idColumn = (db: Kysely<any>) =>
  isPostgres(db)
    ? (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement();
