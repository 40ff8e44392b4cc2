import fs from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AdminOrdersResponse } from '@boucherie/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/accounts.data.js';
import { openStream } from '../test/event-stream.js';
import { missingNginx, type NginxProxy, startNginx } from '../test/nginx-proxy.js';
import { proxyClient } from '../test/proxy-client.js';
import {
  type Call,
  fetchCall,
  fillCart,
  orderingFacts,
  registerCustomer,
  sessionOf,
  uploadPicture,
} from '../test/shop-client.js';
import { type ServerProcess, spawnServer } from '../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../test/test-app.js';

// The deployment of deploy/nginx: two server processes on one PostgreSQL behind Debian's nginx, over HTTPS
// with a certificate made here. Each has a disk of its own, as two machines behind a load balancer would
// (UPLOADS_DIR). The journeys go through the proxy; then one process dies mid-burst.
const root = path.resolve(import.meta.dirname, '../../../..');
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const COOKIE = '__Host-sid';

function nginxAvailable(): boolean {
  const missing = missingNginx();
  if (!missing) return true;
  if (inCI) throw new Error(`${missing}: the proxy test must run in CI`);
  console.warn(`⚠ The test behind nginx is SKIPPED: ${missing}. Run as root, or apt-get install nginx.`);
  return false;
}

const runs = TEST_ENGINE === 'postgres' && nginxAvailable();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'behind-nginx-'));
let database: TestDatabase;
let servers: ServerProcess[] = [];
/** Each process's own address, as another machine would reach it past the load balancer. */
let urls: string[] = [];
/** A picture machine A kept on its disk before pictures moved into the database (ADR 040). */
const LEGACY_PICTURE = '0123456789abcdef0123-640.webp';
let legacyPicture: Buffer;
const machineDirs = ['machine-a', 'machine-b'].map((name) => path.join(dir, name, 'uploads'));
let nginx: NginxProxy;
let client: ReturnType<typeof proxyClient>;
const request: ReturnType<typeof proxyClient>['request'] = (...args) => client.request(...args);
const call: Call = (...args) => client.call(...args);
const openEvents = (sid: string) => client.openEvents(sid);

describe.runIf(runs)('two server processes on one PostgreSQL behind nginx (deploy/nginx)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
    legacyPicture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#852' } })
      .webp()
      .toBuffer();
    for (const uploads of machineDirs) fs.mkdirSync(uploads, { recursive: true });
    fs.mkdirSync(path.join(machineDirs[0] as string, 'articles'));
    fs.writeFileSync(path.join(machineDirs[0] as string, 'articles', LEGACY_PICTURE), legacyPicture);
    const env = {
      DATABASE_URL: url,
      OUTBOX_DIR: dir,
      TRUST_PROXY: 'true',
      LOGIN_SLOWDOWN_MS: '1',
      RATE_LIMITS: 'false',
    };
    servers = machineDirs.map((uploads) => spawnServer({ ...env, UPLOADS_DIR: uploads }));
    urls = await Promise.all(servers.map((s) => s.ready()));
    // One small worker: the suite's other files share the machine's cores.
    nginx = await startNginx({
      upstreamPorts: urls.map((u) => new URL(u).port),
      workers: { processes: 1, connections: 512 },
    });
    client = proxyClient(nginx.ports.https, nginx.ca, COOKIE);
  }, 180_000);

  afterAll(async () => {
    client?.close();
    await nginx?.stop();
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('speaks HTTP/2 over TLS with HSTS, sends plain HTTP to HTTPS, keeps /metrics in', async () => {
    const session = http2.connect(nginx.url, { ca: nginx.ca });
    const answer = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      const stream = session.request({ ':path': '/api/shops', 'accept-encoding': 'identity' });
      stream.on('response', resolve);
      stream.on('error', reject);
      stream.resume();
    });
    expect(session.alpnProtocol).toBe('h2');
    session.close();
    expect(answer[':status']).toBe(200);
    expect(answer['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');

    const plain = await new Promise<{ status?: number; location?: string }>((resolve, reject) =>
      net
        .connect(nginx.ports.http, '127.0.0.1')
        .on('error', reject)
        .on('data', function (this: net.Socket, d) {
          const text = d.toString();
          resolve({
            status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]),
            location: /location: (\S+)/i.exec(text)?.[1],
          });
          this.destroy();
        })
        .end('GET /products-list HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    expect(plain).toEqual({ status: 301, location: 'https://localhost/products-list' });
    expect((await request('GET', '/metrics')).status).toBe(404);
    expect((await request('GET', '/readyz')).status).toBe(200);
  });

  it('writes no query string in its access log: no token of a password link', async () => {
    const token = 'c2VjcmV0LWR1LWxpZW4tZGUtbW90LWRlLXBhc3Nl';
    const page = `/account/reset-password?token=${token}`;
    await request('GET', page, { referer: `https://localhost${page}` });
    await request('GET', `/api/shops?token=${token}`, { referer: `https://localhost${page}` });
    // nginx writes a line once the answer is sent: wait for the second request's.
    const log = nginx.accessLog;
    const read = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
    while (!read().includes('"GET /api/shops?... HTTP/1.1"')) await new Promise((r) => setTimeout(r, 20));
    // 200 with the web app built, 404 without it (the server tests run before the build): the line is the point.
    expect(read()).toContain('"GET /account/reset-password?... HTTP/1.1"');
    expect(read()).toContain('"https://localhost/account/reset-password?..."');
    expect(read()).not.toContain(token);
  });

  it.runIf(fs.existsSync(path.join(root, 'apps/web/dist/index.html')))(
    'serves the built hashed files from disk, compressed and immutable',
    async () => {
      const page = await request('GET', '/cart');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1] as string;
      const asset = await request('GET', script, { 'accept-encoding': 'gzip' });
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['strict-transport-security']).toContain('max-age=');
    },
  );

  it('runs the customer journey and the staff board through the proxy, events unbuffered', async () => {
    const facts = await orderingFacts(call);
    const sid = await registerCustomer(call, dir, 'proxy', COOKIE);
    const me = await call('GET', '/api/accounts/me', { sid });
    expect(me.status).toBe(200);
    await fillCart(call, sid, facts.articleId);

    const staff = await call('POST', '/api/accounts/login', {
      body: { email: 'staff@example.com', password: DEMO_PASSWORD },
    });
    expect(staff.status).toBe(200);
    // The proxy said HTTPS, and the server believed it (TRUST_PROXY): the cookie has its secure name.
    expect(staff.setCookie).toMatch(/__Host-sid=[^;]+;.*Secure/i);
    const staffSid = sessionOf(staff, COOKIE);
    const board = openEvents(staffSid);

    const placed = await call('POST', '/api/orders', { sid, key: 'proxy-1', body: facts.order(0) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const event = await board.next((e) => e.orderId === placed.body.id);
    expect(event).toMatchObject({ type: 'order-placed', number: placed.body.number });
    board.close();

    const list = await call('GET', `/api/admin/orders?shopId=${facts.shopId}&date=${facts.order(0).date}`, {
      sid: staffSid,
    });
    expect(list.status).toBe(200);
    expect((list.body as unknown as AdminOrdersResponse).items.map((o) => o.id)).toContain(placed.body.id);
  }, 60_000);

  it('serves a picture uploaded on one machine from the other, then from nginx’s cache', async () => {
    const [a, b] = urls as [string, string];
    const owner = await fetchCall(a)('POST', '/api/accounts/login', {
      body: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const { articleId } = await orderingFacts(call);
    const { imageUrl } = await uploadPicture(a, sessionOf(owner), articleId, '#5a7');
    const [onA, onB] = await Promise.all([fetch(`${a}${imageUrl}`), fetch(`${b}${imageUrl}`)]);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await onB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await onA.arrayBuffer()))).toBe(true);
    // Neither machine's disk took it: only the picture A had before is there.
    expect(machineDirs.map((d) => fs.readdirSync(d, { recursive: true }).sort())).toEqual([
      ['articles', path.join('articles', LEGACY_PICTURE)],
      [],
    ]);

    // Through the load balancer: asked of a process once, then kept by nginx, immutable for a year.
    const first = await request('GET', imageUrl);
    const again = await request('GET', imageUrl);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([first.headers['x-cache-status'], again.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers.etag).toBe(onB.headers.get('etag'));
    expect(Number(again.headers['content-length'])).toBe(bytes.length);
    expect(again.headers['strict-transport-security']).toContain('max-age=');

    // The picture A kept on its disk was copied into the database at A's start: B serves it too.
    const legacy = await fetch(`${b}/uploads/articles/${LEGACY_PICTURE}`);
    expect(legacy.status).toBe(200);
    expect(Buffer.from(await legacy.arrayBuffer()).equals(legacyPicture)).toBe(true);
  }, 30_000);

  it('sends an order placed on one machine to the board streams held on both', async () => {
    const [a, b] = urls as [string, string];
    const onA = fetchCall(a);
    const staff = await onA('POST', '/api/accounts/login', {
      body: { email: 'staff@example.com', password: DEMO_PASSWORD },
    });
    const boards = await Promise.all([a, b].map((base) => openStream(`${base}/api/admin/events`, sessionOf(staff))));
    expect(boards.map((board) => board.res.status)).toEqual([200, 200]);
    const facts = await orderingFacts(onA);
    const sid = await registerCustomer(onA, dir, 'machine-a');
    await fillCart(onA, sid, facts.articleId);
    const placed = await onA('POST', '/api/orders', { sid, key: 'machine-a-1', body: facts.order(1) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    for (const board of boards) {
      expect(await board.next((e) => e.orderId === placed.body.id)).toMatchObject({
        type: 'order-placed',
        number: placed.body.number,
      });
      board.close();
    }
  }, 30_000);

  it('loses no acknowledged order when a process is killed mid-burst; the other serves every session', async () => {
    const facts = await orderingFacts(call);
    const sids: string[] = [];
    for (let i = 0; i < 16; i++) sids.push(await registerCustomer(call, dir, 'rafale', COOKIE));
    await Promise.all(sids.map((sid) => fillCart(call, sid, facts.articleId)));

    const victim = servers[0] as ServerProcess;
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    await Promise.all(
      sids.map(async (sid, i) => {
        const res = await call('POST', '/api/orders', { sid, key: `rafale-${i}`, body: facts.order(i) });
        statuses.push(res.status);
        if (res.status === 201) acknowledged.push(res.body.id as number);
        if (acknowledged.length === 4) victim.child.kill('SIGKILL');
      }),
    );
    if (victim.child.exitCode === null) victim.child.kill('SIGKILL');
    expect(await victim.exited).toBeNull();
    expect(acknowledged.length).toBeGreaterThanOrEqual(4);
    // Refused or cut by the dying process, never another error.
    expect(statuses.filter((s) => s !== 201 && s !== 502)).toEqual([]);

    const rows = await database.db.selectFrom('customer_order').select('id').where('id', 'in', acknowledged).execute();
    expect(rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());

    // The other process answers everyone, logged in as before; an order not acknowledged can be retried.
    for (const [i, sid] of sids.entries()) {
      expect((await call('GET', '/api/accounts/me', { sid })).status).toBe(200);
      const retry = await call('POST', '/api/orders', { sid, key: `rafale-${i}`, body: facts.order(i) });
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    }
    const after = await database.db.selectFrom('customer_order').select('id').where('id', 'in', acknowledged).execute();
    expect(after.length).toBe(acknowledged.length);
    expect(nginx.log()).not.toContain('[emerg]');
  }, 90_000);
});
