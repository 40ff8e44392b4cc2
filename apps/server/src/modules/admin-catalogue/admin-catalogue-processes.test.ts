import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Article, ArticlesResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/test-app.js';

// Two real server processes on one database: a change made through one shows at once through the other
// (each keeps the catalogue in memory, stamped with the database's version: ADR 026).
let database: TestDatabase | undefined;
let servers: ServerProcess[] = [];
let urls: string[] = [];
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  let url = `file:${path.join(tmp, 'shop.sqlite')}`;
  if (TEST_ENGINE === 'postgres') {
    database = await createTestDatabase();
    url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
  }
  const env = {
    DATABASE_URL: url,
    OUTBOX_DIR: tmp,
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    LOGIN_SLOWDOWN_MS: '1',
    RATE_LIMITS: 'false',
  };
  // Started together: one migrates and seeds, the other waits for it (src/db/startup-lock.ts) and finds it done.
  servers = [spawnServer(env), spawnServer(env)];
  urls = await Promise.all(servers.map((s) => s.ready()));
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  if (database) await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a price change across server processes', () => {
  it('shows on GET /api/articles of the second process as soon as the first has answered', async () => {
    const [a, b] = urls as [string, string];
    const login = await fetch(`${a}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-Boucherie-2026' }),
    });
    expect(login.status).toBe(200);
    const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] as string;
    const list = async () => ((await (await fetch(`${b}/api/articles?PageSize=100`)).json()) as ArticlesResponse).items;
    const article = (await list())[0] as Article;
    // Read once through b before the change: a process that cached it would answer the old price next.
    expect(article.pricePerUnit).not.toBe(99.9);

    const patch = await fetch(`${a}/api/admin/articles/${article.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: `sid=${sid}` },
      body: JSON.stringify({ pricePerUnit: 99.9, isOutOfStock: true }),
    });
    expect(patch.status).toBe(200);

    const seen = (await list()).find((x) => x.id === article.id);
    expect(seen).toMatchObject({ pricePerUnit: 99.9, isOutOfStock: true });
    const one = (await (await fetch(`${b}/api/articles/${article.id}`)).json()) as Article;
    expect(one.pricePerUnit).toBe(99.9);
  });
});
