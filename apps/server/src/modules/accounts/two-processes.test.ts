import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/test-app.js';

// Two server processes on one database: a session opened on one is valid on the other,
// and the limits count the requests of both.
let database: TestDatabase;
let servers: ServerProcess[] = [];
let urls: string[] = [];
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'two-'));
  let url: string;
  if (TEST_ENGINE === 'postgres') {
    database = await createTestDatabase();
    url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
  } else {
    url = `file:${path.join(tmp, 'shop.sqlite')}`;
  }
  const env = { DATABASE_URL: url, OUTBOX_DIR: tmp, LOGIN_SLOWDOWN_MS: '1' };
  servers = [spawnServer(env), spawnServer(env)];
  urls = await Promise.all(servers.map((s) => s.ready()));
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  if (database) await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const post = (base: string, url: string, body: unknown, sid?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(sid ? { cookie: `sid=${sid}` } : {}) },
    body: JSON.stringify(body),
  });
const me = (base: string, sid: string) => fetch(`${base}/api/accounts/me`, { headers: { cookie: `sid=${sid}` } });

describe(`two server processes on one ${TEST_ENGINE} database`, () => {
  it('share sessions: opened on one, valid on the other, ended everywhere', async () => {
    const [a, b] = urls as [string, string];
    const login = await post(a, '/api/accounts/login', { email: 'marie@example.com', password: 'Demo-Boucherie-2026' });
    expect(login.status).toBe(200);
    const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] as string;
    const onB = await me(b, sid);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('authenticated')).toBe('true');
    expect((await post(b, '/api/accounts/logout', {}, sid)).status).toBe(200);
    const onA = await me(a, sid);
    expect(onA.status).toBe(401);
    expect(onA.headers.get('authenticated')).toBe('false');
  });

  it('share limits: failed logins on both count together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const base = urls[i % 2] as string;
      statuses.push(
        (await post(base, '/api/accounts/login', { email: 'chef@example.com', password: `faux-${i}-mdp` })).status,
      );
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (const base of urls) {
      const res = await post(base, '/api/accounts/login', {
        email: 'chef@example.com',
        password: 'Demo-Boucherie-2026',
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
