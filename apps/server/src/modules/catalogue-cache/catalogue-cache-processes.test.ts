import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Article, ArticlesResponse, ShopsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, newPro } from '../../test/accounts-helpers.js';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestApp, type TestDatabase } from '../../test/test-app.js';

// Two real server processes on one database, each with its catalogue in memory (ADR 026): a change made
// through one shows on the very next request to the other, under load too.
let database: TestDatabase | undefined;
let servers: ServerProcess[] = [];
let a: string;
let b: string;
let tmp: string;
const sids: Record<string, string> = {};

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-Boucherie-2026' }),
  });
  expect(res.status).toBe(200);
  return /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] as string;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-cache-'));
  let url = `file:${path.join(tmp, 'shop.sqlite')}`;
  if (TEST_ENGINE === 'postgres') {
    database = await createTestDatabase();
    url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
  }
  const env = { DATABASE_URL: url, OUTBOX_DIR: tmp, LOGIN_SLOWDOWN_MS: '1', RATE_LIMITS: 'false' };
  // Started together: one migrates and seeds, the other waits for it (src/db/startup-lock.ts) and finds it done.
  servers = [spawnServer(env), spawnServer(env)];
  [a, b] = (await Promise.all(servers.map((s) => s.ready()))) as [string, string];
  for (const email of ['admin@example.com', 'marie@example.com', 'chef@example.com'])
    sids[email] = await login(a, email);
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  if (database) await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const call = (
  base: string,
  method: string,
  url: string,
  options: { sid?: string; body?: unknown; etag?: string } = {},
) =>
  fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.sid ? { cookie: `sid=${options.sid}` } : {}),
      ...(options.etag ? { 'if-none-match': options.etag } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
const admin = (method: string, url: string, body?: unknown) =>
  call(a, method, url, { sid: sids['admin@example.com'] as string, body });
const items = async (base: string, sid?: string) =>
  ((await (await call(base, 'GET', '/api/articles?PageSize=100', sid ? { sid } : {})).json()) as ArticlesResponse)
    .items;
const article = async (base: string, id: number, sid?: string) =>
  (await items(base, sid)).find((x) => x.id === id) as Article;

describe(`the catalogue in memory of two processes, on ${TEST_ENGINE}`, () => {
  it('shows a price change made through one on the next request to the other; the old tag no longer matches', async () => {
    const [first] = await items(b);
    const id = (first as Article).id;
    const before = await call(b, 'GET', `/api/articles/${id}`);
    const etag = before.headers.get('etag') as string;
    expect((await call(b, 'GET', `/api/articles/${id}`, { etag })).status).toBe(304);

    expect((await admin('PATCH', `/api/admin/articles/${id}`, { pricePerUnit: 88.8 })).status).toBe(200);
    const after = await call(b, 'GET', `/api/articles/${id}`, { etag });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Article).pricePerUnit).toBe(88.8);
    expect((await article(b, id)).pricePerUnit).toBe(88.8);
    expect((await call(b, 'GET', `/api/articles/${id}`, { etag: after.headers.get('etag') as string })).status).toBe(
      304,
    );
  });

  // A customer's reads take the versions from their session's statement (on PostgreSQL), a visitor's from
  // a read of their own: both must see the change.
  it.each([
    ['a visitor', 1, 77.7, undefined],
    ['a customer', 3, 66.6, 'marie@example.com'],
  ])(
    'under a stream of reads by %s on the other process, every read that starts after the answer sees the change',
    async (_, position, newPrice, email) => {
      const sid = email ? sids[email] : undefined;
      const id = ((await items(b))[position] as Article).id;
      let changed = false;
      const stale: number[] = [];
      let afterChange = 0;
      const reader = async () => {
        while (afterChange < 60) {
          const startedAfterChange = changed;
          const res = await call(b, 'GET', `/api/articles/${id}`, sid ? { sid } : {});
          expect(res.headers.get('authenticated')).toBe(sid ? 'true' : 'false');
          const price = ((await res.json()) as Article).pricePerUnit;
          if (startedAfterChange) {
            afterChange += 1;
            if (price !== newPrice) stale.push(price);
          }
        }
      };
      const readers = Array.from({ length: 8 }, reader);
      expect((await admin('PATCH', `/api/admin/articles/${id}`, { pricePerUnit: newPrice })).status).toBe(200);
      changed = true;
      await Promise.all(readers);
      expect(stale).toEqual([]);
    },
  );

  it('withdraws an article through one: the other answers 404 at once', async () => {
    const [, , third] = await items(b);
    const id = (third as Article).id;
    expect((await call(b, 'GET', `/api/articles/${id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/articles/${id}`)).status).toBeLessThan(300);
    expect((await call(b, 'GET', `/api/articles/${id}`)).status).toBe(404);
    expect((await items(b)).map((x) => x.id)).not.toContain(id);
  });

  it('marks a favourite added through one for its owner on the other, and for nobody else', async () => {
    const marie = sids['marie@example.com'] as string;
    const chef = sids['chef@example.com'] as string;
    const [first] = await items(b, marie);
    const id = (first as Article).id;
    expect(first?.isFavorite).toBe(false);
    expect((await call(a, 'POST', `/api/articles/favorites/${id}`, { sid: marie })).status).toBeLessThan(300);
    expect((await article(b, id, marie)).isFavorite).toBe(true);
    expect((await article(b, id, chef)).isFavorite).toBe(false);
    expect((await article(b, id)).isFavorite).toBe(false);
  });

  it('gives pro prices on the other process from the request after the approval', async () => {
    const input = newPro();
    const register = await call(b, 'POST', '/api/accounts/register', { body: input });
    expect(register.status).toBe(201);
    const pro = /sid=([^;]+)/.exec(register.headers.get('set-cookie') ?? '')?.[1] as string;
    const { phoneNumber } = (await register.json()) as { phoneNumber: string };
    const activationCode = lastCode({ outboxDir: tmp } as TestApp, phoneNumber);
    expect((await call(a, 'POST', '/api/accounts/verify', { sid: pro, body: { activationCode } })).status).toBe(200);
    const [before] = await items(b, pro);
    expect(before?.purchasePricePerUnit).toBeNull();
    const pending = (await (await admin('GET', '/api/admin/pros')).json()) as {
      items: { id: number; email: string }[];
    };
    const account = pending.items.find((p) => p.email === input.email) as { id: number };
    expect((await admin('POST', `/api/admin/customers/${account.id}/approve-pro`)).status).toBe(200);
    const [after] = await items(b, pro);
    expect(after?.purchasePricePerUnit).toEqual(expect.any(Number));
  });

  it('shows a shop change made through one on the next request to the other', async () => {
    const shops = async () => ((await (await call(b, 'GET', '/api/shops')).json()) as ShopsResponse).shops;
    const [shop] = await shops();
    const etag = (await call(b, 'GET', '/api/shops')).headers.get('etag') as string;
    expect((await admin('PATCH', `/api/admin/shops/${shop?.id}`, { dailyCapacity: 66 })).status).toBe(200);
    expect((await call(b, 'GET', '/api/shops', { etag })).status).toBe(200);
    expect((await shops()).find((s) => s.id === shop?.id)?.dailyCapacity).toBe(66);
  });
});
