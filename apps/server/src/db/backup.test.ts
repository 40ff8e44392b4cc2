import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchCall, fillCart, orderingFacts, registerCustomer, sessionOf, uploadPicture } from '../test/shop-client.js';
import { commandArgs, type ServerProcess, spawnServer } from '../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../test/test-app.js';
import { openDatabase } from './database.js';
import { DEMO_PASSWORD } from './seed/accounts.data.js';

// `npm run db:backup` while a real server process takes a burst of orders, then `npm run db:restore` into a
// fresh database: every order acknowledged (201) before the backup started is in the restored database, and the
// owner's pictures with them (they live in the database: ADR 040).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
let server: ServerProcess | undefined;
let database: TestDatabase | undefined;
let restoredDb: string | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await server?.exited;
  await database?.drop();
  if (restoredDb) await admin(`drop database if exists ${restoredDb} with (force)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const withSchema = (url: string, schema: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

/**
 * Runs one of the project's database commands and answers its output: through tsx as `npm run db:backup` runs
 * it, or from the test build (src/test/build-server.ts) where the command's start is not what is tested.
 */
function cli(script: 'db-backup' | 'db-restore', args: string[], databaseUrl: string, options: { tsx?: boolean } = {}) {
  const child = spawn(
    process.execPath,
    [...commandArgs(script, path.resolve(import.meta.dirname, `../cli/${script}.ts`), options), ...args],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe(`db:backup and db:restore on ${TEST_ENGINE}`, () => {
  it('backs up during a burst of orders; the restore holds every order acknowledged before the backup', async () => {
    let url = `file:${path.join(tmp, 'shop.sqlite')}`;
    let restoredUrl = `file:${path.join(tmp, 'restored', 'shop.sqlite')}`;
    if (TEST_ENGINE === 'postgres') {
      database = await createTestDatabase();
      const schema = database.schema as string;
      url = withSchema(database.url, schema);
      restoredDb = `restore_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${restoredDb}`);
      const target = new URL(database.url);
      target.pathname = `/${restoredDb}`;
      restoredUrl = withSchema(target.toString(), schema);
    }
    server = spawnServer({ DATABASE_URL: url, OUTBOX_DIR: tmp, LOGIN_SLOWDOWN_MS: '1', RATE_LIMITS: 'false' });
    const base = await server.ready();
    const call = fetchCall(base);
    const facts = await orderingFacts(call);
    const owner = await call('POST', '/api/accounts/login', {
      body: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const { imageUrl } = await uploadPicture(base, sessionOf(owner), facts.articleId);
    const picture = Buffer.from(await (await fetch(`${base}${imageUrl}`)).arrayBuffer());
    const sids: string[] = [];
    for (let i = 0; i < 16; i++) sids.push(await registerCustomer(call, tmp, 'sauvegarde'));

    const acknowledged: number[] = [];
    let backup: Promise<{ code: number | null; output: string }> | undefined;
    let beforeBackup: number[] = [];
    const file = path.join(tmp, TEST_ENGINE === 'sqlite' ? 'backup.sqlite' : 'backup.dump');
    const startBackup = () => {
      beforeBackup = [...acknowledged];
      backup = cli('db-backup', ['--out', file], url, { tsx: true });
    };
    await Promise.all(
      sids.map(async (sid, i) => {
        for (let round = 0; round < 4; round++) {
          await fillCart(call, sid, facts.articleId);
          const res = await call('POST', '/api/orders', {
            sid,
            key: `sauvegarde-${i}-${round}`,
            body: facts.order(i + round),
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          acknowledged.push(res.body.id as number);
          if (!backup && acknowledged.length >= 12) startBackup();
        }
      }),
    );
    const made = await (backup as NonNullable<typeof backup>);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('Sauvegarde écrite');
    expect(beforeBackup.length).toBeGreaterThanOrEqual(12);

    const restored = await cli('db-restore', [file], restoredUrl, { tsx: true });
    expect(restored.code, restored.output).toBe(0);
    const handle =
      TEST_ENGINE === 'postgres'
        ? openDatabase(restoredUrl.split('?')[0] as string, { schema: database?.schema as string })
        : openDatabase(restoredUrl);
    try {
      const rows = await handle.db.selectFrom('customer_order').select('id').execute();
      const ids = new Set(rows.map((r) => r.id));
      expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);
      // A snapshot of one moment: nothing that was never acknowledged.
      expect(rows.every((r) => acknowledged.includes(r.id))).toBe(true);
      const restoredPicture = await handle.db
        .selectFrom('stored_image')
        .select('data')
        .where('path', '=', imageUrl.replace('/uploads/', ''))
        .executeTakeFirst();
      expect(restoredPicture?.data.equals(picture)).toBe(true);
    } finally {
      await handle.db.destroy();
    }
  }, 180_000);

  it('says plainly what is wrong with a backup it cannot restore', async () => {
    const bogus = path.join(tmp, 'not-a-backup.sqlite');
    fs.writeFileSync(bogus, 'bonjour');
    const sqliteRestore = await cli('db-restore', [bogus], `file:${path.join(tmp, 'elsewhere.sqlite')}`);
    expect(sqliteRestore.code).toBe(1);
    expect(sqliteRestore.output).toContain('n’est pas une base SQLite');
    expect(fs.existsSync(path.join(tmp, 'elsewhere.sqlite'))).toBe(false);
    const missing = await cli('db-restore', [], `file:${path.join(tmp, 'elsewhere.sqlite')}`);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Usage');
  }, 60_000);
});
