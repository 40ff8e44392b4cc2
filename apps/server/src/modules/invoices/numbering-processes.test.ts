import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parisDate } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { insertReadyOrders } from '../../test/ready-orders.js';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/test-app.js';

// The invoice series under load: 200 orders completed at once, over two server processes on PostgreSQL (one
// process on a SQLite file, its only way to run), must get 200 consecutive numbers.
const COUNT = 200;
let database: TestDatabase | undefined;
let handle: DatabaseHandle;
let servers: ServerProcess[] = [];
let urls: string[] = [];
let tmp: string;
let orderIds: number[] = [];

async function login(base: string) {
  const res = await fetch(`${base}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-Boucherie-2026' }),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`login failed: ${res.status}`);
  return sid;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'invoices-'));
  let url = `file:${path.join(tmp, 'shop.sqlite')}`;
  if (TEST_ENGINE === 'postgres') {
    database = await createTestDatabase();
    url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
  }
  const env = { DATABASE_URL: url, OUTBOX_DIR: tmp, LOGIN_SLOWDOWN_MS: '1', RATE_LIMITS: 'false' };
  // Two processes on PostgreSQL; a SQLite file is one process's (its write lock serialises the transactions).
  servers = TEST_ENGINE === 'postgres' ? [spawnServer(env), spawnServer(env)] : [spawnServer(env)];
  urls = await Promise.all(servers.map((s) => s.ready()));
  handle = database ?? openDatabase(url);
  orderIds = await insertReadyOrders(handle.db, COUNT);
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  if (database) await database.drop();
  else await handle?.db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`invoice numbering on ${TEST_ENGINE}`, () => {
  it(`numbers ${COUNT} orders completed at once with no gap and no duplicate`, async () => {
    const sids = await Promise.all(urls.map(login));
    // Every completion is sent at once, as 20 concurrent streams per process: as many as a process's 10
    // database connections can serve without a request waiting past the pool's 5 s acquire timeout on these
    // two shared cores. The streams of both processes contend for the one counter row all along.
    const queue = orderIds.map((id, i) => ({ id, k: i % urls.length }));
    const statuses: number[] = [];
    const stream = async (k: number) => {
      for (let next = queue.findIndex((q) => q.k === k); next >= 0; next = queue.findIndex((q) => q.k === k)) {
        const [{ id }] = queue.splice(next, 1) as [{ id: number; k: number }];
        const res = await fetch(`${urls[k]}/api/admin/orders/${id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `sid=${sids[k]}` },
          body: JSON.stringify({ status: 'Completed' }),
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    };
    await Promise.all(urls.flatMap((_, k) => Array.from({ length: 20 }, () => stream(k))));
    expect(statuses).toHaveLength(COUNT);
    expect(
      statuses.filter((s) => s !== 200),
      servers
        .map((s) => s.output())
        .join('')
        .split('\n')
        .filter((l) => l.includes('"level":50'))
        .slice(0, 3)
        .join('\n'),
    ).toEqual([]);

    const invoices = await handle.db
      .selectFrom('invoice')
      .select(['number', 'order_id'])
      .where('kind', '=', 'invoice')
      .execute();
    expect(invoices).toHaveLength(COUNT);
    expect(new Set(invoices.map((i) => i.order_id)).size).toBe(COUNT);
    const year = parisDate(new Date()).slice(0, 4);
    const expected = Array.from({ length: COUNT }, (_, i) => `F${year}-${String(i + 1).padStart(6, '0')}`);
    expect(invoices.map((i) => i.number).sort()).toEqual(expected);
  }, 120_000);
});
