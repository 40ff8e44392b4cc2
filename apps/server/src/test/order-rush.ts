import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderSlotsResponse, ShopsResponse } from '@boucherie/contract';
import type { Db } from '../db/database.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import { type ServerProcess, spawnServer } from './spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from './test-app.js';

// Parallel order attempts with replayed idempotency keys over two real server processes on one
// database: each customer sends the same key three times (to both processes) and a second key once,
// all at the same moment, for a day whose capacity is smaller than the crowd.

export type RushOptions = { customers: number; capacity: number };
export type Attempt = { customer: number; key: string; status: number; orderId?: number; detail?: string; ms: number };
export type RushResult = {
  attempts: Attempt[];
  /** Orders in the database for the day, by customer index. */
  ordersByCustomer: Map<number, number>;
  ordersThatDay: number;
  linesPerOrder: number[];
  cartLinesLeft: number;
  /** The servers' logged errors (pino level 50 and up), for the report. */
  serverErrors: string[];
  ms: number;
};

const ATTEMPTS = ['A:first', 'B:first', 'A:first', 'B:second'] as const;

export async function orderRush({ customers, capacity }: RushOptions): Promise<RushResult> {
  if (TEST_ENGINE !== 'postgres') throw new Error('the rush runs on PostgreSQL (TEST_DATABASE_URL=postgres://…)');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rush-'));
  let database: TestDatabase | undefined;
  let servers: ServerProcess[] = [];
  try {
    database = await createTestDatabase();
    const db = database.db;
    const url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
    const env = { DATABASE_URL: url, OUTBOX_DIR: tmp, RATE_LIMITS: 'false', LOG_LEVEL: 'info' };
    servers = [spawnServer(env), spawnServer(env)];
    const [a, b] = (await Promise.all(servers.map((s) => s.ready()))) as [string, string];

    const { shops } = (await (await fetch(`${a}/api/shops`)).json()) as ShopsResponse;
    const shopId = (shops.find((s) => s.department === 'METZ-CENTRE') as { id: number }).id;
    await db.updateTable('shop').set({ daily_capacity: capacity }).where('id', '=', shopId).execute();
    const slots = (await (
      await fetch(`${a}/api/orders/slots?mode=Pickup&shopId=${shopId}`)
    ).json()) as OrderSlotsResponse;
    const date = slots.slots[0]?.date as string;
    const crowd = await gatherCrowd(db, a, customers);

    const started = performance.now();
    const attempts = await Promise.all(
      crowd.sids.flatMap((sid, customer) =>
        ATTEMPTS.map((spec) => attempt(spec, { a, b }, sid, customer, { mode: 'Pickup', shopId, date })),
      ),
    );
    const ms = performance.now() - started;
    return {
      attempts,
      ...(await ordersOfTheDay(db, shopId, date, crowd.userIds)),
      serverErrors: servers
        .flatMap((server) => server.output().split('\n'))
        .filter((line) => /"level":(50|60)/.test(line)),
      ms,
    };
  } finally {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    if (database) await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The crowd: verified customers with a session each (written as login writes them), carts filled through the
 * API (two lines).
 */
async function gatherCrowd(db: Db, a: string, customers: number) {
  const articles = (await (await fetch(`${a}/api/articles?PageSize=3`)).json()) as { items: { id: number }[] };
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const sids: string[] = [];
  const userIds: number[] = [];
  for (let i = 0; i < customers; i++) {
    const { id } = await db
      .insertInto('user_account')
      .values({
        user_type: 1,
        role: 'customer',
        email: `ruee${i}@example.com`,
        first_name: 'Client',
        last_name: `Numéro ${i}`,
        phone_number: `+336${String(10_000_000 + i).slice(-8)}`,
        street_and_number: '1 rue des Clercs',
        post_code: '57000',
        locality: 'Metz',
        country: 'FR',
        wants_newsletter: 0,
        is_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = randomToken();
    await db
      .insertInto('user_session')
      .values({ token_hash: sha256(token), user_id: id, created_at: now, expires_at: expires })
      .execute();
    sids.push(token);
    userIds.push(id);
  }
  const put = (sid: string, articleId: number) =>
    fetch(`${a}/api/carts`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: `sid=${sid}` },
      body: JSON.stringify({ articleId, quantity: 1 }),
    }).then((res) => {
      if (res.status !== 200) throw new Error(`cart: ${res.status}`);
    });
  for (let i = 0; i < customers; i += 50) {
    await Promise.all(
      sids.slice(i, i + 50).flatMap((sid) => articles.items.slice(0, 2).map((article) => put(sid, article.id))),
    );
  }
  return { sids, userIds };
}

/** One order attempt: `spec` says the server (A or B) and the idempotency key. */
async function attempt(
  spec: (typeof ATTEMPTS)[number],
  servers: { a: string; b: string },
  sid: string,
  customer: number,
  order: { mode: 'Pickup'; shopId: number; date: string },
): Promise<Attempt> {
  const [server, key] = spec.split(':') as [string, string];
  const sent = performance.now();
  const res = await fetch(`${server === 'A' ? servers.a : servers.b}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `sid=${sid}`,
      'idempotency-key': `ruee-${customer}-${key}`,
    },
    body: JSON.stringify(order),
  });
  const body = (await res.json()) as { id?: number; detail?: string };
  return {
    customer,
    key,
    status: res.status,
    ms: performance.now() - sent,
    ...(body.id === undefined ? {} : { orderId: body.id }),
    ...(body.detail === undefined ? {} : { detail: body.detail }),
  };
}

/** What the database holds after the rush for the day: orders by customer, their lines, carts left. */
async function ordersOfTheDay(db: Db, shopId: number, date: string, userIds: number[]) {
  const orders = await db
    .selectFrom('customer_order')
    .select(['id', 'user_id'])
    .where('shop_id', '=', shopId)
    .where('date', '=', date)
    .execute();
  const index = new Map(userIds.map((id, i) => [id, i]));
  const ordersByCustomer = new Map<number, number>();
  for (const order of orders) {
    const customer = index.get(order.user_id);
    if (customer !== undefined) ordersByCustomer.set(customer, (ordersByCustomer.get(customer) ?? 0) + 1);
  }
  const lines = orders.length
    ? await db
        .selectFrom('order_line')
        .select(['order_id'])
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .execute()
    : [];
  const linesPerOrder = orders.map((o) => lines.filter((l) => l.order_id === o.id).length);
  const left = await db.selectFrom('cart_item').select('user_id').where('user_id', 'in', userIds).execute();
  const ordered = new Set(orders.map((o) => o.user_id));
  return {
    ordersByCustomer,
    ordersThatDay: orders.length,
    linesPerOrder,
    cartLinesLeft: left.filter((l) => ordered.has(l.user_id)).length,
  };
}

/** What must hold after a rush; an empty list when it held. */
export function rushProblems(result: RushResult, { customers, capacity }: RushOptions): string[] {
  const problems: string[] = [];
  const failed = result.attempts.filter((a) => a.status >= 500);
  if (failed.length)
    problems.push(
      `${failed.length} answers were 5xx, the first server error: ${result.serverErrors[0]?.slice(0, 600)}`,
    );
  const unexpected = result.attempts.filter((a) => ![201, 400].includes(a.status));
  if (unexpected.length) problems.push(`unexpected statuses: ${JSON.stringify(unexpected.slice(0, 3))}`);
  const refused = result.attempts.filter(
    (a) => a.status === 400 && !/Ce jour est complet|Votre panier est vide/.test(a.detail ?? ''),
  );
  if (refused.length) problems.push(`refusals without their reason: ${JSON.stringify(refused.slice(0, 3))}`);
  const expected = Math.min(customers, capacity);
  if (result.ordersThatDay !== expected) problems.push(`${result.ordersThatDay} orders for the day, not ${expected}`);
  const twice = [...result.ordersByCustomer.entries()].filter(([, n]) => n > 1);
  if (twice.length) problems.push(`${twice.length} customers have more than one order`);
  if (result.linesPerOrder.some((n) => n !== 2)) problems.push(`orders without exactly their cart's two lines`);
  if (result.cartLinesLeft > 0) problems.push(`${result.cartLinesLeft} cart lines left after an accepted order`);
  for (let customer = 0; customer < customers; customer++) {
    const ids = new Set(result.attempts.filter((a) => a.customer === customer && a.orderId).map((a) => a.orderId));
    if (ids.size > 1) problems.push(`customer ${customer} was answered ${ids.size} different orders`);
    const first = result.attempts.filter((a) => a.customer === customer && a.key === 'first');
    if (new Set(first.map((a) => a.status)).size > 1)
      problems.push(`customer ${customer}'s replays of one key had different answers`);
  }
  return problems;
}

/** The p-th percentile of the attempts' durations, in milliseconds. */
export function percentile(attempts: Attempt[], p: number): number {
  const sorted = attempts.map((a) => a.ms).sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
