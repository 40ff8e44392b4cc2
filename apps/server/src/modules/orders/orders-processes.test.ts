import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ArticlesResponse, Order, OrderSlotsResponse, ShopsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/test-app.js';

// Real server processes on one database, on the real clock: what the single-process tests cannot show.
let database: TestDatabase | undefined;
let env: Record<string, string>;
let servers: ServerProcess[] = [];
let urls: string[] = [];
let tmp: string;
let articleId: number;
let order: (day?: number) => { mode: string; shopId: number; date: string };

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-'));
  let url = `file:${path.join(tmp, 'shop.sqlite')}`;
  if (TEST_ENGINE === 'postgres') {
    database = await createTestDatabase();
    url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
  }
  env = { DATABASE_URL: url, OUTBOX_DIR: tmp, LOGIN_SLOWDOWN_MS: '1', RATE_LIMITS: 'false' };
  servers = [spawnServer(env), spawnServer(env)];
  urls = await Promise.all(servers.map((s) => s.ready()));
  const base = urls[0] as string;
  const articles = (await (await fetch(`${base}/api/articles?PageSize=100`)).json()) as ArticlesResponse;
  articleId = (articles.items.find((a) => a.saleUnit === 'kg') as { id: number }).id;
  const { shops } = (await (await fetch(`${base}/api/shops`)).json()) as ShopsResponse;
  const metz = shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
  const slots = (await (
    await fetch(`${base}/api/orders/slots?mode=Pickup&shopId=${metz.id}`)
  ).json()) as OrderSlotsResponse;
  order = (day = 0) => ({ mode: 'Pickup', shopId: metz.id, date: slots.slots[day]?.date as string });
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  if (database) await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function call(
  base: string,
  method: string,
  url: string,
  options: { sid?: string; body?: unknown; key?: string },
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.sid ? { cookie: `sid=${options.sid}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

let customers = 0;

/** A verified customer with a kilogram of meat in the cart, registered through the API. */
async function customerWithCart(base: string) {
  customers += 1;
  const phone = `0612${String(customers).padStart(6, '0')}`;
  const res = await fetch(`${base}/api/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userType: 1,
      email: `rafale${customers}@example.com`,
      firstName: 'Client',
      lastName: `Numéro ${customers}`,
      phoneNumber: phone,
      streetAndNumber: '1 rue des Clercs',
      postCode: '57000',
      locality: 'Metz',
      country: 'FR',
      password: 'Pate-Lorrain-Maison-2026',
    }),
  });
  expect(res.status).toBe(201);
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] as string;
  const e164 = `+33${phone.slice(1)}`;
  const sms = fs
    .readFileSync(path.join(tmp, 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === e164);
  const code = /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1];
  expect((await call(base, 'POST', '/api/accounts/verify', { sid, body: { activationCode: code } })).status).toBe(200);
  await refill(base, sid);
  return sid;
}

const refill = async (base: string, sid: string) =>
  expect((await call(base, 'PUT', '/api/carts', { sid, body: { articleId, quantity: 1 } })).status).toBe(200);

describe(`orders on two server processes over one ${TEST_ENGINE} database`, () => {
  it('make one order of a key sent to both processes at the same moment', async () => {
    const [a, b] = urls as [string, string];
    const sid = await customerWithCart(a);
    for (let round = 1; round <= 5; round++) {
      if (round > 1) await refill(a, sid);
      const key = `double-clic-${round}`;
      // Two rounds a day: a customer holds at most two open orders at a shop for one day.
      const day = Math.floor((round - 1) / 2);
      const [onA, onB] = await Promise.all([
        call(a, 'POST', '/api/orders', { sid, key, body: order(day) }),
        call(b, 'POST', '/api/orders', { sid, key, body: order(day) }),
      ]);
      expect([onA.status, onB.status], JSON.stringify([onA.body, onB.body])).toEqual([201, 201]);
      expect(onA.body.id).toBe(onB.body.id);
    }
    const mine = await call(b, 'GET', '/api/orders?PageSize=100', { sid });
    expect(mine.body.totalCount).toBe(5);
  }, 60_000);

  it('never lose an acknowledged order: SIGKILL during a burst, restart, every 201 is there', async () => {
    const [a, b] = urls as [string, string];
    const sids: string[] = [];
    for (let i = 0; i < 40; i++) sids.push(await customerWithCart(b));

    const victim = servers[0] as ServerProcess;
    const acknowledged: { sid: string; order: Order }[] = [];
    let killed = false;
    await Promise.all(
      sids.map(async (sid, i) => {
        try {
          const res = await call(a, 'POST', '/api/orders', { sid, key: `rafale-${i}`, body: order(i % 2) });
          if (res.status === 201) acknowledged.push({ sid, order: res.body as unknown as Order });
          if (acknowledged.length >= 5 && !killed) {
            killed = true;
            victim.child.kill('SIGKILL');
          }
        } catch {
          // The connection died with the process: not acknowledged, so not promised.
        }
      }),
    );
    if (!killed) victim.child.kill('SIGKILL');
    expect(await victim.exited).toBeNull();
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);

    const restarted = spawnServer(env);
    servers.push(restarted);
    const c = await restarted.ready();
    for (const { sid, order: placed } of acknowledged) {
      const found = await call(c, 'GET', `/api/orders/${placed.id}`, { sid });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ number: placed.number, totalTTC: placed.totalTTC });
      expect((await call(c, 'GET', '/api/carts', { sid })).body.items).toEqual([]);
    }
    // And none twice: a retry of each key after the restart answers the same order or places the only one.
    for (const [i, sid] of sids.entries()) {
      const retry = await call(b, 'POST', '/api/orders', { sid, key: `rafale-${i}`, body: order(i % 2) });
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      expect((await call(b, 'GET', '/api/orders', { sid })).body.totalCount).toBe(1);
    }
  }, 120_000);
});
