import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { DEMO_PASSWORD } from '../../db/seed/accounts.data.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/test-app.js';

// Issue 46: two real server processes over one database, the staff's « prête » for 50 card orders sent to both
// at the same moment. The order's lock and its effect's claim are in the database, not in a process: each
// order is captured once, by one of them, for what it weighs.

const ORDERS = 50;
let database: TestDatabase | undefined;
let handle: DatabaseHandle;
let servers: ServerProcess[] = [];
let urls: [string, string];
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-'));
  let url = `file:${path.join(tmp, 'shop.sqlite')}`;
  if (TEST_ENGINE === 'postgres') {
    database = await createTestDatabase();
    url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
  }
  const env = { DATABASE_URL: url, OUTBOX_DIR: tmp, LOGIN_SLOWDOWN_MS: '1', RATE_LIMITS: 'false' };
  // One process first (it migrates and seeds), then the second on what it made.
  servers = [spawnServer(env)];
  const first = await (servers[0] as ServerProcess).ready();
  servers.push(spawnServer(env));
  urls = [first, await (servers[1] as ServerProcess).ready()];
  handle = openDatabase(url);
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await handle?.db.destroy();
  if (database) await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Answer = { status: number; body: Record<string, unknown> };

async function call(base: string, method: string, url: string, sid: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    redirect: 'manual',
    headers: { cookie: `sid=${sid}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
}

function ok(what: string, answer: Answer, status = 200) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

/**
 * The order's payment page. The request opens it after its commit, unless the other process's effect tick
 * claimed the `open_page` effect first: the answer then has no page yet, and the order's page gets it once
 * that run is done (what the customer's order page does too).
 */
async function checkoutUrlOf(base: string, sid: string, id: number, placed: Record<string, unknown>) {
  let payment = placed.payment as { checkoutUrl: string | null };
  while (!payment.checkoutUrl) {
    payment = ok('order page', await call(base, 'GET', `/api/orders/${id}`, sid)).payment as typeof payment;
  }
  return payment.checkoutUrl;
}

/** Verified customers with a live session, written straight into the database (the API's sign-up is not the point). */
async function customers(count: number): Promise<string[]> {
  const at = new Date().toISOString();
  const rows = await handle.db
    .insertInto('user_account')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_type: 1,
        role: 'customer' as const,
        email: `pret-${i}@example.com`,
        first_name: 'Client',
        last_name: `Prêt ${i + 1}`,
        phone_number: `+3361${String(1_000_000 + i).slice(-7)}`,
        wants_newsletter: 0,
        is_verified: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  const sessions = rows.map((r) => ({ userId: r.id, token: randomToken() }));
  await handle.db
    .insertInto('user_session')
    .values(
      sessions.map((s) => ({
        token_hash: sha256(s.token),
        user_id: s.userId,
        created_at: at,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })),
    )
    .execute();
  return sessions.map((s) => s.token);
}

describe(`card orders on two server processes over one ${TEST_ENGINE} database`, () => {
  it(`${ORDERS} « prête » sent to both processes at once capture each order once, for what it weighs`, async () => {
    const [a, b] = urls;
    const on = (i: number) => (i % 2 === 0 ? a : b);
    const shop = await handle.db
      .selectFrom('shop')
      .select('id')
      .where('department', '=', 'METZ-CENTRE')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('shop')
      .set({ daily_capacity: 100_000, payment_policy: 'online_or_counter' })
      .where('id', '=', shop.id)
      .execute();
    const article = await handle.db
      .selectFrom('article')
      .select('id')
      .where('sale_unit', '=', 'kg')
      .where('is_active', '=', 1)
      .where('withdrawn_at', 'is', null)
      .where('is_out_of_stock', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const login = await fetch(`${a}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const staff = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] as string;
    expect(login.status).toBe(200);
    const slots = ok('slots', await call(a, 'GET', `/api/orders/slots?mode=Pickup&shopId=${shop.id}`, staff));
    const date = (slots.slots as { date: string }[])[2]?.date;

    // Each order placed, authorised on the hosted page, confirmed and weighed, half of it through each process.
    const weighed: number[] = [];
    for (const [i, sid] of (await customers(ORDERS)).entries()) {
      const base = on(i);
      ok('cart', await call(base, 'PUT', '/api/carts', sid, { articleId: article.id, quantity: 1 }));
      const placed = ok(
        'order',
        await call(base, 'POST', '/api/orders', sid, {
          mode: 'Pickup',
          shopId: shop.id,
          date,
          paymentMethod: 'online',
        }),
        201,
      );
      const id = placed.id as number;
      const page = new URL(await checkoutUrlOf(base, sid, id, placed)).pathname;
      const form = await fetch(`${base}${page}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=autoriser',
      });
      expect(form.status).toBe(303);
      ok('confirm', await call(base, 'POST', `/api/admin/orders/${id}/status`, staff, { status: 'Confirmed' }));
      const detail = ok('detail', await call(base, 'GET', `/api/admin/orders/${id}`, staff));
      for (const line of detail.lines as { id: number }[])
        ok(
          'weigh',
          await call(base, 'PUT', `/api/admin/orders/${id}/lines/${line.id}`, staff, {
            weighedQuantity: 0.9 + (i % 10) / 100,
            confirm: true,
          }),
        );
      weighed.push(id);
    }
    const authorised = await handle.db
      .selectFrom('order_payment')
      .select('order_id')
      .where('order_id', 'in', weighed)
      .where('status', '=', 'authorized')
      .execute();
    expect(authorised).toHaveLength(ORDERS);

    // « prête » for every order, to both processes at the same moment: 100 requests.
    const answers = await Promise.all(
      weighed.flatMap((id) =>
        [a, b].map(async (base) => ({
          id,
          ...(await call(base, 'POST', `/api/admin/orders/${id}/status`, staff, { status: 'Ready' })),
        })),
      ),
    );
    for (const id of weighed) {
      const mine = answers.filter((x) => x.id === id);
      expect(
        mine.map((x) => x.status).filter((s) => s === 200).length,
        JSON.stringify(mine.map((x) => x.body)),
      ).toBeGreaterThanOrEqual(1);
      for (const x of mine) expect([200, 409], JSON.stringify(x.body)).toContain(x.status);
    }

    // The captures follow the commits (the effect runner of one process or the other).
    const captured = async () =>
      (
        await handle.db
          .selectFrom('order_payment')
          .select('order_id')
          .where('order_id', 'in', weighed)
          .where('status', '=', 'captured')
          .execute()
      ).length;
    await expect.poll(captured, { interval: 100, timeout: 60_000 }).toBe(ORDERS);

    const payments = await handle.db
      .selectFrom('order_payment')
      .innerJoin('customer_order', 'customer_order.id', 'order_payment.order_id')
      .select(['order_payment.order_id', 'captured_cents', 'payment_intent_id', 'customer_order.total_ttc_cents'])
      .where('order_id', 'in', weighed)
      .execute();
    const captures = await handle.db
      .selectFrom('order_effect')
      .select(['order_id', 'status'])
      .where('order_id', 'in', weighed)
      .where('kind', '=', 'capture')
      .execute();
    for (const payment of payments) {
      // What the shop recorded is what it weighed, and what the provider took: once.
      expect(payment.captured_cents).toBe(payment.total_ttc_cents);
      const intent = await handle.db
        .selectFrom('demo_payment_object')
        .select('body')
        .where('id', '=', payment.payment_intent_id as string)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(intent.body)).toMatchObject({ status: 'succeeded', amount_received: payment.captured_cents });
      expect(captures.filter((c) => c.order_id === payment.order_id)).toEqual([
        { order_id: payment.order_id, status: 'done' },
      ]);
    }
    // And the history the staff read says « prélevés » once per order.
    for (const id of weighed) {
      const events = ok('detail', await call(b, 'GET', `/api/admin/orders/${id}`, staff)).events as {
        action: string;
        detail: string;
      }[];
      expect(events.filter((e) => e.action === 'payment' && e.detail.includes('prélevés'))).toHaveLength(1);
    }
  }, 180_000);
});
