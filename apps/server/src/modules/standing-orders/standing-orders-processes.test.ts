import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ArticlesResponse,
  addDays,
  isoWeekday,
  type OrderSlotsResponse,
  type OrdersResponse,
  parisInstant,
  type ShopsResponse,
  type StandingOrdersResponse,
} from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../test/spawn-server.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../test/test-app.js';

// Real server processes on one database, each running the schedule every 100 ms, their clocks moved together
// through CLOCK_OFFSET_FILE: one date is placed once, whatever the processes and restarts.
let database: TestDatabase | undefined;
let env: Record<string, string>;
const servers: ServerProcess[] = [];
let tmp: string;
let offsetFile: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'standing-'));
  offsetFile = path.join(tmp, 'clock-offset');
  fs.writeFileSync(offsetFile, '0');
  let url = `file:${path.join(tmp, 'shop.sqlite')}`;
  if (TEST_ENGINE === 'postgres') {
    database = await createTestDatabase();
    url = `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.schema}`)}`;
  }
  env = {
    DATABASE_URL: url,
    OUTBOX_DIR: tmp,
    LOGIN_SLOWDOWN_MS: '1',
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'debug',
    CLOCK_OFFSET_FILE: offsetFile,
    STANDING_ORDERS_TICK_MS: '100',
  };
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  if (database) await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function start(count: number) {
  const started = Array.from({ length: count }, () => spawnServer(env));
  servers.push(...started);
  return { started, urls: await Promise.all(started.map((s) => s.ready())) };
}

async function stop(processes: ServerProcess[]) {
  for (const s of processes) s.child.kill('SIGTERM');
  await Promise.all(processes.map((s) => s.exited));
}

/** Moves both servers' clocks to a Paris clock time. */
const moveClockTo = (date: string, time: string) =>
  fs.writeFileSync(offsetFile, String(parisInstant(date, time).getTime() - Date.now()));

async function call(base: string, method: string, url: string, sid?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(sid ? { cookie: `sid=${sid}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function verifiedCustomer(base: string) {
  const res = await fetch(`${base}/api/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userType: 1,
      email: 'bistrot@example.com',
      firstName: 'Jeanne',
      lastName: 'Bistrot',
      phoneNumber: '0612345678',
      streetAndNumber: '1 rue des Clercs',
      postCode: '57000',
      locality: 'Metz',
      country: 'FR',
      password: 'Pate-Lorrain-Maison-2026',
    }),
  });
  expect(res.status).toBe(201);
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] as string;
  const sms = fs.readFileSync(path.join(tmp, 'sms.jsonl'), 'utf8').trim().split('\n');
  const code = /\b(\d{6})\b/.exec(sms.at(-1) ?? '')?.[1];
  expect((await call(base, 'POST', '/api/accounts/verify', sid, { activationCode: code })).status).toBe(200);
  return sid;
}

/** Waits until each server has finished a run of the schedule begun after this call. */
async function everyServerRan(processes: ServerProcess[]) {
  const marks = processes.map((s) => s.output().length);
  for (let i = 0; i < 1200; i++) {
    const ran = processes.map((s, k) => s.output().slice(marks[k]).split('standing orders: run done').length > 2);
    if (ran.every(Boolean)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the schedule did not run on every server');
}

const recurringMails = () =>
  fs
    .readFileSync(path.join(tmp, 'mail.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; subject: string })
    .filter((m) => m.to === 'bistrot@example.com' && m.subject.includes('commande récurrente'));

describe(`standing orders on two server processes over one ${TEST_ENGINE} database`, () => {
  it('place a date once with two schedules running, once after a restart, and a missed date at start', async () => {
    const first = await start(2);
    const [a, b] = first.urls as [string, string];
    const sid = await verifiedCustomer(a);
    const { shops } = (await call(a, 'GET', '/api/shops')).body as ShopsResponse;
    const metz = shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
    const slots = ((await call(a, 'GET', `/api/orders/slots?mode=Pickup&shopId=${metz.id}`)).body as OrderSlotsResponse)
      .slots;
    // Two ordinary days in a row, the first from Tuesday to Thursday, at least two days ahead.
    const open = new Set(slots.filter((s) => s.holiday === null).map((s) => s.date));
    const day = [...open].find(
      (d) =>
        d >= addDays(slots[0]?.date as string, 2) &&
        isoWeekday(d) <= 4 &&
        isoWeekday(d) >= 2 &&
        open.has(addDays(d, 1)),
    ) as string;
    expect(day).toBeDefined();
    const next = addDays(day, 1);
    const articles = (await call(a, 'GET', '/api/articles?PageSize=100')).body as ArticlesResponse;
    const article = articles.items.find((x) => x.saleUnit === 'kg' && !x.isOutOfStock) as { id: number };
    const created = await call(a, 'POST', '/api/standing-orders', sid, {
      mode: 'Pickup',
      shopId: metz.id,
      weekdays: [isoWeekday(day), isoWeekday(next)],
      startDate: day,
      endDate: next,
      lines: [{ articleId: article.id, quantity: 2 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // The day before `day`, 08:00 and a minute: both schedules find the date due at once.
    moveClockTo(addDays(day, -1), '08:01');
    await everyServerRan(first.started);
    await everyServerRan(first.started);
    const orders = async (base: string) =>
      (await call(base, 'GET', '/api/orders?PageSize=100', sid)).body as OrdersResponse;
    expect((await orders(b)).items.map((o) => o.date)).toEqual([day]);
    expect(recurringMails()).toHaveLength(1);

    // A restart inside the same window places nothing more.
    await stop([first.started[0] as ServerProcess]);
    const restarted = await start(1);
    await everyServerRan([...restarted.started, first.started[1] as ServerProcess]);
    expect((await orders(restarted.urls[0] as string)).items.map((o) => o.date)).toEqual([day]);

    // Every server down through `next`'s placing time (day 08:00); one starts at 09:00 and places it at once.
    await stop([...restarted.started, first.started[1] as ServerProcess]);
    moveClockTo(day, '09:00');
    const last = await start(1);
    await everyServerRan(last.started);
    const c = last.urls[0] as string;
    expect((await orders(c)).items.map((o) => o.date).sort()).toEqual([day, next]);
    const standing = ((await call(c, 'GET', '/api/standing-orders', sid)).body as StandingOrdersResponse).items[0];
    expect(standing?.nextOccurrences.map((o) => [o.date, o.status])).toEqual([
      [day, 'Placed'],
      [next, 'Placed'],
    ]);
    expect(recurringMails()).toHaveLength(2);
  }, 180_000);
});
