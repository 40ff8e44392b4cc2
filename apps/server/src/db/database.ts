import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  engine: Engine /** The SQLite file, null on PostgreSQL. */;
  file: string | null;
  /** PostgreSQL's pool (for its metrics). */
  pool?: pg.Pool;
};

// PostgreSQL answers count() and bigint as strings; our bigints are counts and ids that fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type DatabaseOptions = {
  /** PostgreSQL only: work inside this schema (tests give each file its own). */
  schema?: string;
  /** Directory that relative SQLite paths are resolved against. */
  baseDir?: string;
};

/** Opens the database named by a `file:` (SQLite) or `postgres://` URL. */
export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A burst of orders queues for a connection (each holds one while it waits for its shop's lock): a
      // wait of seconds is an answer; 5 s gave the rush's customers a 500.
      connectionTimeoutMillis: 30_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on('connect', useNamedStatements);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      file: null,
      pool,
    };
  }
  const file = url.slice('file:'.length);
  const location = file === ':memory:' ? file : path.resolve(options.baseDir ?? process.cwd(), file);
  if (location !== ':memory:') fs.mkdirSync(path.dirname(location), { recursive: true });
  const sqlite = new SQLite(location, { timeout: 5000 });
  // Switching to WAL needs a moment alone with the file: another process starting may hold it.
  retryWhileBusy(() => sqlite.pragma('journal_mode = WAL'));
  // NORMAL in WAL mode survives a process crash (only a power loss can drop the last commits).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    engine: 'sqlite',
    file: location,
  };
}

function retryWhileBusy(work: () => void, tries = 100) {
  for (let attempt = 1; ; attempt++) {
    try {
      return work();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= tries) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/**
 * Kysely's SQLite driver prepares every statement anew, which costs more than running it for our small
 * queries. Statements are reusable in better-sqlite3, so identical SQL texts share one prepared statement
 * (the texts are few: parameters are bound, never inlined).
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver);
      return (source: string) => {
        let statement = cache.get(source);
        if (!statement) {
          statement = prepare(source);
          if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
          cache.set(source, statement);
        }
        return statement;
      };
    },
  });
}

/** The SQL texts run as named statements on PostgreSQL, with their names. */
const statementNames = new Map<string, string>();

/**
 * Runs `sql` as a named statement on PostgreSQL from now on: each connection parses and plans it once,
 * then only binds and executes it. For the texts of the hot queries compiled once (db/prepared.ts): on
 * the session's query and a cart's update, PostgreSQL spent more on parsing and planning than on running
 * them (2.4 and 3.8 times the executions per second when named, pgbench; ADR 026). Only fixed texts may be
 * named: each name holds a plan on every connection.
 */
export function nameStatement(sql: string) {
  if (!statementNames.has(sql)) statementNames.set(sql, `s${statementNames.size + 1}`);
}

/** Kysely runs `client.query(text, values)`: a named text goes as `{ name, text, values }` (node-postgres). */
function useNamedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values: unknown, callback: unknown) => {
    const name = typeof text === 'string' ? statementNames.get(text) : undefined;
    if (name === undefined || !Array.isArray(values) || callback !== undefined) return query(text, values, callback);
    return query({ name, text, values });
  }) as typeof client.query;
}

/** True on PostgreSQL (a transaction's Db included), false on SQLite. */
export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** True when a database error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE'));
}
