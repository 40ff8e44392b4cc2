import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminEvent,
  ArticlesResponse,
  OrderSlotsResponse,
  ShopsResponse,
  StaffResponse,
} from '@boucherie/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/accounts.data.js';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { openStream } from '../../test/event-stream.js';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import {
  createTestApp,
  createTestDatabase,
  TEST_ENGINE,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app.js';
import { createOrPromoteStaff } from '../admin/staff-accounts.service.js';
import { type BusMessage, postgresEventBus } from '../events/event-bus.js';

const STAFF_PASSWORD = 'Couperet-de-Woippy-57';

describe(`GET /api/admin/events in one process on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  const login = (email: string) => loginAs(t, email);

  /** A customer's order at the shop, through the API; its events follow. */
  const order = async (department: string) => {
    const { shops } = (await t.call('GET /api/shops')).answer;
    const article = (await t.call('GET /api/articles', { query: { PageSize: 100 } })).answer.items.find(
      (a) => a.saleUnit === 'piece',
    );
    const customer = await verifiedUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid: customer.sid },
      payload: { articleId: article?.id, quantity: 1 },
    });
    const shopId = shops.find((s) => s.department === department)?.id as number;
    const res = await t.call('POST /api/orders', {
      body: { mode: 'Pickup', shopId, date: '2026-11-25' },
      cookies: { sid: customer.sid },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.answer;
  };

  let people = 0;
  /** A staff member of these shops (as the command line opens one), logged in, with their board open. */
  const staffBoard = async (departments: string[]) => {
    people += 1;
    const email = `vendeuse${people}-${Date.now()}@example.com`;
    const { userId } = await createOrPromoteStaff(
      t.database.db,
      { email, role: 'staff', departments },
      async () => STAFF_PASSWORD,
      t.now(),
    );
    const stream = await openStream(`${base}/api/admin/events`, await loginAs(t, email, STAFF_PASSWORD));
    expect(stream.res.status).toBe(200);
    return { userId, email, stream };
  };
  const asOwner = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      cookies: { sid: await login('admin@example.com') },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const shopIdOf = async (department: string) =>
    (await t.call('GET /api/shops')).answer.shops.find((s) => s.department === department)?.id as number;

  it('streams the orders of the viewer’s shops only, placed and updated', async () => {
    const metzStaff = await openStream(`${base}/api/admin/events`, await login('staff@example.com'));
    const woippyStaff = await openStream(`${base}/api/admin/events`, await login('staff.woippy@example.com'));
    expect(metzStaff.res.status).toBe(200);
    expect(metzStaff.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(metzStaff.res.headers.get('authenticated')).toBe('true');

    const woippyOrder = await order('WOIPPY');
    const metzOrder = await order('METZ-CENTRE');
    const placed = await metzStaff.next((e) => e.orderId === metzOrder.id);
    expect(placed).toMatchObject({
      type: 'order-placed',
      number: metzOrder.number,
      status: 'Pending',
      date: '2026-11-25',
    });
    await woippyStaff.next((e) => e.orderId === woippyOrder.id);

    const staffSid = await login('staff@example.com');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${metzOrder.id}/status`,
      cookies: { sid: staffSid },
      payload: { status: 'Confirmed' },
    });
    const updated = await metzStaff.next((e) => e.orderId === metzOrder.id && e.type === 'order-updated');
    expect(updated.status).toBe('Confirmed');
    // Woippy's board heard of its own order, and of nothing at Metz.
    await woippyStaff.next((e) => e.orderId === woippyOrder.id);
    expect(woippyStaff.received.some((e) => e.orderId === metzOrder.id)).toBe(false);
    expect(metzStaff.received.some((e) => e.orderId === woippyOrder.id)).toBe(false);
    metzStaff.close();
    woippyStaff.close();
  });

  it('ends a revoked person’s stream at once', async () => {
    const { userId, stream } = await staffBoard(['WOIPPY']);
    await asOwner('POST', `/api/admin/staff/${userId}/revoke`);
    await stream.ended;
    // Their next orders go nowhere: the stream is over and a new one is refused.
    const again = await fetch(`${base}/api/admin/events`);
    expect(again.status).toBe(401);
  });

  it('stops a shop’s events as soon as the owner takes the shop away', async () => {
    const { userId, stream } = await staffBoard(['METZ-CENTRE', 'WOIPPY']);
    await asOwner('PATCH', `/api/admin/staff/${userId}`, { shopIds: [await shopIdOf('METZ-CENTRE')] });
    const woippyOrder = await order('WOIPPY');
    const metzOrder = await order('METZ-CENTRE');
    // Events come in order on a stream: Metz's arrived, Woippy's (placed before) was never sent.
    await stream.next((e) => e.orderId === metzOrder.id);
    expect(stream.received.some((e) => e.orderId === woippyOrder.id)).toBe(false);
    stream.close();
  });

  it('checks each event against the database, whatever changed the access', async () => {
    // The command line (on any machine, without the event bus) narrows the shops, then the session ends.
    const { email, userId, stream } = await staffBoard(['METZ-CENTRE', 'WOIPPY']);
    await createOrPromoteStaff(
      t.database.db,
      { email, role: 'staff', departments: ['METZ-CENTRE'] },
      async () => '',
      t.now(),
    );
    const woippyOrder = await order('WOIPPY');
    const metzOrder = await order('METZ-CENTRE');
    await stream.next((e) => e.orderId === metzOrder.id);
    expect(stream.received.some((e) => e.orderId === woippyOrder.id)).toBe(false);

    await t.database.db.deleteFrom('user_session').where('user_id', '=', userId).execute();
    const lastOrder = await order('METZ-CENTRE');
    await stream.ended;
    expect(stream.received.some((e) => e.orderId === lastOrder.id)).toBe(false);
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('the event bus across processes on PostgreSQL', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let tmp: string;

  let one: string;
  let two: string;

  // Two server processes on one schema, as two machines behind the load balancer.
  beforeAll(async () => {
    database = await createTestDatabase();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'events-'));
    const url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
    const env = { DATABASE_URL: url, OUTBOX_DIR: tmp, LOGIN_SLOWDOWN_MS: '1', RATE_LIMITS: 'false' };
    servers = [spawnServer(env), spawnServer(env)];
    [one, two] = (await Promise.all(servers.map((s) => s.ready()))) as [string, string];
  }, 180_000);

  const login = async (base: string, email: string) => {
    const res = await fetch(`${base}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] as string;
  };
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('delivers a published event to every bus on the schema, and to none on another', async () => {
    const log = { error: () => {}, warn: () => {} };
    // Another test suite's schema: a bare one is enough, the bus needs only its name.
    const otherSchema = `${database.schema}_other`;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(`create schema ${otherSchema}`);
    const [a, b, elsewhere] = await Promise.all([
      postgresEventBus({ connectionString: database.url, schema: database.schema }, log),
      postgresEventBus({ connectionString: database.url, schema: database.schema }, log),
      postgresEventBus({ connectionString: database.url, schema: otherSchema }, log),
    ]);
    const heard: string[] = [];
    elsewhere.subscribe(() => heard.push('elsewhere'));
    const onA = new Promise<BusMessage>((resolve) => a.subscribe(resolve));
    const onB = new Promise<BusMessage>((resolve) => b.subscribe(resolve));
    const event: AdminEvent = {
      type: 'order-placed',
      orderId: 7,
      shopId: 1,
      number: '2026-000007',
      date: '2026-11-25',
      status: 'Pending',
    };
    await a.publish(event);
    expect(await onA).toEqual(event);
    expect(await onB).toEqual(event);
    // A round trip on the other bus's own channel shows it has read its notifications by now.
    const own = new Promise((resolve) => elsewhere.subscribe(resolve));
    await elsewhere.publish({ ...event, orderId: 8 });
    await own;
    expect(heard).toEqual(['elsewhere']);
    await Promise.all([a.close(), b.close(), elsewhere.close()]);
    await admin.query(`drop schema ${otherSchema}`);
    await admin.end();
  });

  it('tells a board connected to one server process of an order placed on another', async () => {
    const board = await openStream(`${two}/api/admin/events`, await login(two, 'staff@example.com'));
    expect(board.res.status).toBe(200);

    const marie = await login(one, 'marie@example.com');
    const headers = { 'content-type': 'application/json', cookie: `sid=${marie}` };
    const { shops } = (await (await fetch(`${one}/api/shops`)).json()) as ShopsResponse;
    const metz = shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
    const { slots } = (await (
      await fetch(`${one}/api/orders/slots?mode=Pickup&shopId=${metz.id}`)
    ).json()) as OrderSlotsResponse;
    const articles = (await (await fetch(`${one}/api/articles?PageSize=5`)).json()) as ArticlesResponse;
    await fetch(`${one}/api/carts`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ articleId: articles.items[0]?.id, quantity: 1 }),
    });
    const placed = await fetch(`${one}/api/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mode: 'Pickup', shopId: metz.id, date: slots[0]?.date }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: number; number: string };
    const event = await board.next((e) => e.orderId === order.id);
    expect(event).toMatchObject({ type: 'order-placed', number: order.number, shopId: metz.id });
    board.close();
  }, 60_000);

  // Within the default time limit, shorter than the heartbeat's re-reading: the bus ended it.
  it('ends the stream on one process when the owner revokes the person on another', async () => {
    const board = await openStream(`${two}/api/admin/events`, await login(two, 'staff.woippy@example.com'));
    expect(board.res.status).toBe(200);
    const owner = { cookie: `sid=${await login(one, 'admin@example.com')}` };
    const { items } = (await (await fetch(`${one}/api/admin/staff`, { headers: owner })).json()) as StaffResponse;
    const woippy = items.find((m) => m.email === 'staff.woippy@example.com') as { id: number };
    const revoked = await fetch(`${one}/api/admin/staff/${woippy.id}/revoke`, { method: 'POST', headers: owner });
    expect(revoked.status).toBe(200);
    await board.ended;
  });
});
