import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EndpointKey } from '@boucherie/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Config, testConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/seed.js';
import type { Messenger } from '../modules/messages/messenger.js';
import { callEndpoint, type TestAnswer, type TestCallRest } from './endpoint-call.js';

/** The engine under test: `TEST_DATABASE_URL=postgres://…` runs the suite on PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'file::memory:';
export const TEST_ENGINE = TEST_DATABASE_URL.startsWith('postgres') ? 'postgres' : 'sqlite';

/** A fixed instant for tests: Friday 20 November 2026, 10:00 in Paris. */
export const TEST_NOW = new Date('2026-11-20T09:00:00.000Z');

export type TestDatabase = DatabaseHandle & { url: string; schema?: string; drop: () => Promise<void> };

/**
 * Kysely's migrator looks for its table through every schema of the database (has_schema_privilege on each):
 * a schema that another suite drops meanwhile (every test run on the machine shares the `test` database)
 * fails that query with 'schema "test_…" does not exist'. That one error, naming another schema, is retried.
 */
async function migrateBesideOtherSuites(db: DatabaseHandle['db'], schema: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(db);
      return;
    } catch (error) {
      const gone = /schema "(test_[0-9a-f]+)" does not exist/.exec((error as Error).message)?.[1];
      if (!gone || gone === schema || attempt === 5) throw error;
    }
  }
}

/** A fresh, migrated database: SQLite in memory, or a PostgreSQL schema of its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_ENGINE === 'sqlite') {
    const handle = openDatabase(TEST_DATABASE_URL);
    await migrateToLatest(handle.db);
    return { ...handle, url: TEST_DATABASE_URL, drop: () => handle.db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase(TEST_DATABASE_URL, { schema });
  await migrateBesideOtherSuites(handle.db, schema);
  return {
    ...handle,
    url: TEST_DATABASE_URL,
    schema,
    drop: async () => {
      await handle.db.destroy();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  outboxDir: string;
  /** Moves the application's clock (the database keeps what was written). */
  setNow: (at: Date) => void;
  advance: (ms: number) => void;
  now: () => Date;
  close: () => Promise<void>;
  /** Calls an endpoint of the contract's table, its answer typed by it: `await t.call('GET /api/carts', …)`. */
  call: <N extends EndpointKey>(name: N, ...args: TestCallRest<N>) => Promise<TestAnswer<N>>;
};

/** The whole application over a fresh database seeded with the demo data, at TEST_NOW. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    seed?: boolean;
    now?: Date;
    messenger?: Messenger;
    /** The demo Noël day (left out by default: see seedDemoData). */
    festiveDay?: boolean;
    /** The demo's months of past orders (left out by default: see seedDemoData). */
    history?: boolean;
    /** The demo shops' weekly delivery rounds (left out by default: see seedDemoData). */
    deliveryRounds?: boolean;
    /** The demo lots on the beef, pork and chicken (left out by default: see seedDemoData). */
    lots?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let now = options.now ?? TEST_NOW;
  if (options.seed !== false) {
    await seedDemoData(database.db, now, undefined, {
      deliveryRounds: options.deliveryRounds ?? false,
      festiveDay: options.festiveDay ?? false,
      history: options.history ?? false,
      lots: options.lots ?? false,
    });
  }
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const app = await buildApp({
    config: testConfig({ OUTBOX_DIR: outboxDir, LOGIN_SLOWDOWN_MS: 1, ...options.config }),
    db: database.db,
    engine: database.engine,
    clock: () => now,
    ...(options.messenger ? { messenger: options.messenger } : {}),
  });
  // A test reads what a call did once its answer is in: the work it left for after the answer (an
  // order's messages) is awaited with it.
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  app.inject = ((...args: unknown[]) => {
    if (args.length === 0) return inject();
    return (inject(...args) as Promise<unknown>).then(async (response) => {
      await app.afterResponse.settled();
      return response;
    });
  }) as typeof app.inject;
  return {
    app,
    database,
    outboxDir,
    setNow: (at) => {
      now = at;
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    now: () => now,
    call: (name, ...args) => callEndpoint(app, name, ...args),
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
