import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_PASSWORD } from './db/seed/accounts.data.js';
import { seedDemoData } from './db/seed/seed.js';
import { type ServerProcess, spawnServer } from './test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from './test/test-app.js';

// A production start (here NODE_ENV=production; config.test.ts covers an https PUBLIC_URL and the systemd unit)
// on each engine: a fresh database gets no account anyone can read the password of in the README, and one
// that has such an account is not served.

let dir: string;
const started: ServerProcess[] = [];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-'));
});
afterEach(async () => {
  for (const s of started.splice(0)) {
    if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await s.exited;
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let databases = 0;
/** A migrated, empty database of the engine under test, and the URL a server process reaches it with. */
async function emptyDatabase(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  if (TEST_ENGINE === 'sqlite') {
    databases += 1;
    const url = `file:${path.join(dir, `shop-${databases}.sqlite`)}`;
    const { db } = openDatabase(url);
    await migrateToLatest(db);
    return { db, url, drop: () => db.destroy() };
  }
  const database: TestDatabase = await createTestDatabase();
  const options = encodeURIComponent(`-c search_path=${database.schema}`);
  return {
    db: database.db,
    url: `${database.url}${database.url.includes('?') ? '&' : '?'}options=${options}`,
    drop: database.drop,
  };
}

/** The server's secret a production start requires (config.ts). */
const TWO_FACTOR_KEY = Buffer.alloc(32, 5).toString('base64');

function startInProduction(url: string, env: Record<string, string> = {}) {
  const server = spawnServer({
    DATABASE_URL: url,
    NODE_ENV: 'production',
    OUTBOX_DIR: dir,
    LOGIN_SLOWDOWN_MS: '1',
    TWO_FACTOR_KEY,
    TILL_JOURNAL_KEY: 'p'.repeat(44),
    ...env,
  });
  started.push(server);
  return server;
}

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe(`a production start (${TEST_ENGINE})`, { timeout: 120_000 }, () => {
  it('seeds no demo data into a new database', async () => {
    const database = await emptyDatabase();
    try {
      const base = await startInProduction(database.url).ready();
      expect((await login(base, 'admin@example.com', DEMO_PASSWORD)).status).toBe(400);
      const accounts = await database.db.selectFrom('user_account').select('email').execute();
      expect(accounts).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  it('refuses to start while a demo account has the published password, and starts once it has not', async () => {
    const database = await emptyDatabase();
    try {
      await seedDemoData(database.db);
      const refused = startInProduction(database.url);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('Démarrage refusé en production');
      expect(refused.output()).toContain('admin@example.com');
      expect(refused.output()).toContain('docs/deployment.md');

      // The fix docs/deployment.md gives, word for word.
      await sql`UPDATE user_account SET password_hash = NULL WHERE email LIKE '%@example.com'`.execute(database.db);
      await sql`DELETE FROM user_session WHERE user_id IN (SELECT id FROM user_account WHERE email LIKE '%@example.com')`.execute(
        database.db,
      );
      const base = await startInProduction(database.url).ready();
      expect((await login(base, 'admin@example.com', DEMO_PASSWORD)).status).toBe(400);
    } finally {
      await database.drop();
    }
  });

  it('refuses to start without TWO_FACTOR_KEY, saying how to make one', async () => {
    const refused = startInProduction('file::memory:', { TWO_FACTOR_KEY: '' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('TWO_FACTOR_KEY manque en production');
    expect(refused.output()).toContain('openssl rand -base64 32');
  });

  it('seeds the demo shop when asked, with the password it was given (a benchmark’s)', async () => {
    const database = await emptyDatabase();
    try {
      const password = 'Banc-d-essai-de-la-boucherie';
      const base = await startInProduction(database.url, { DEMO_DATA: 'true', DEMO_PASSWORD: password }).ready();
      expect((await login(base, 'admin@example.com', password)).status).toBe(200);
      expect((await login(base, 'staff@example.com', DEMO_PASSWORD)).status).toBe(400);
    } finally {
      await database.drop();
    }
  });
});
