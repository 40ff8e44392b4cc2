// `npm run bench` (first part): each catalogue endpoint beside a bare Fastify route answering the same
// bytes, in one run, on SQLite and on PostgreSQL; then the cart and order creation, logged in.
// Server and load generator share the machine's cores: read the ratios, not the absolutes.
// The shop runs as `npm start` runs it (the production build, npm start's environment and node flags), logging
// warnings only; the bare twin is plain Fastify under tsx with node's defaults.
// Each endpoint and its twin take turns (BENCH_ROUNDS rounds of BENCH_SECONDS each): a machine whose load
// moves during the run moves both sides alike.
//   BENCH_SECONDS (3), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_ENGINES (sqlite,postgres), BENCH_ONLY (a regexp),
//   BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test: a database of its own is made beside it),
//   BENCH_SHOP_FLAGS (node options added for the shop's server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
//   BENCH_SHOP_LOG (a file that gets the shop's output, e.g. with BENCH_SHOP_FLAGS="--trace-gc").
// "CPU µs/req" is the CPU time (user and system) the server process spent per request over the measured runs.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { type BenchCustomer, seedCustomers } from './bench-customers.js';
import { createBenchDatabase } from './bench-database.js';
import { bareRoutesOf, benchTargets, type Target } from './catalogue-targets.js';
import { pacedLoad } from './lib/paced-load.js';
import { BENCH_DEMO_PASSWORD, startBenchShop } from './lib/server-process.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDER_RATE = 50;
const ORDER_SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 10);
const here = import.meta.dirname;

/** The bare twin, in a process of its own. */
async function startBareServer(...args: string[]): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    if (line.startsWith('{')) return { port: (JSON.parse(line) as { port: number }).port, child };
  }
  throw new Error(`bench server ${args[0]} did not start`);
}

/** A measured run: requests answered, its seconds, its p99, and the CPU the server process used (ms). */
type Run = { requests: number; seconds: number; p99: number; cpuMs: number };

/**
 * One measured run of a target on a server: `warm` sends a warm-up first; `cpuMs` reads the server process's CPU
 * time (user and system), around the measured run only.
 */
type Probe = { port: number; target: Target; routePath: string; warm: boolean; cpuMs: () => number };

async function measure(probe: Probe): Promise<Run> {
  const { port, target, routePath, warm, cpuMs } = probe;
  if (target.rate) return measurePaced(probe);
  let i = 0;
  const options = {
    url: `http://127.0.0.1:${port}${routePath}`,
    method: target.method,
    connections: CONNECTIONS,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const n = i++;
          const customer = target.customers?.[n % target.customers.length];
          return {
            ...request,
            headers: { ...request.headers, ...(customer ? { cookie: `sid=${customer.token}` } : {}) },
            ...(target.body ? { body: target.body(n) } : {}),
          };
        },
      },
    ],
  };
  if (warm) await autocannon({ ...options, duration: 1 });
  const cpuBefore = cpuMs();
  const r = await autocannon({ ...options, duration: target.seconds ?? DURATION });
  const cpu = cpuMs() - cpuBefore;
  if (r.errors > 0 || r.non2xx > 0)
    throw new Error(`${target.endpoint}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { requests: r.requests.total, seconds: r.duration, p99: r.latency.p99, cpuMs: cpu };
}

/** Seconds of orders sent before a measured run, to customers of their own: a fresh process is cold. */
const ORDER_WARM_UP_SECONDS = 2;

/**
 * A rate target (orders): one request every 1/rate s, latency from when it was due (bench/lib/paced-load.ts),
 * after a warm-up at the same rate (the first second of a fresh process ran at a median of 168 ms).
 */
async function measurePaced({ port, target, routePath, warm, cpuMs }: Probe): Promise<Run> {
  const rate = target.rate as number;
  const warmUp = warm ? Math.round(rate * ORDER_WARM_UP_SECONDS) : 0;
  const run = (seconds: number, first: number) =>
    pacedLoad(`http://127.0.0.1:${port}`, rate, seconds, (i) => request(first + i));
  const request = (n: number) => {
    const customer = target.customers?.[n % target.customers.length];
    return {
      method: target.method,
      path: routePath,
      headers: {
        ...(target.body ? { 'content-type': 'application/json' } : {}),
        ...(customer ? { cookie: `sid=${customer.token}` } : {}),
      },
      ...(target.body ? { body: target.body(n) } : {}),
    };
  };
  if (warmUp > 0) await run(ORDER_WARM_UP_SECONDS, 0);
  const cpuBefore = cpuMs();
  const r = await run(target.seconds ?? DURATION, warmUp);
  const cpu = cpuMs() - cpuBefore;
  if (r.failures.length > 0)
    throw new Error(`${target.endpoint}: ${r.failures.length} failures, first: ${r.failures[0]}`);
  return { requests: r.requests, seconds: r.seconds, p99: r.p99, cpuMs: cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** A server under load: its port, and its process for its CPU time. */
type Side = { port: number; pid: number | undefined };

/** A process's CPU time so far (user and system), in ms, from /proc (NaN where there is none). */
function processCpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (Linux's USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The twin and the shop in turns; requests per second over all rounds, the median round's p99, and the
 * CPU each side's process spent per request (less moved by a busy machine than the rates).
 */
async function compare(bare: Side, app: Side, target: Target, twinPath: string) {
  const rounds = target.rate ? 1 : ROUNDS;
  const twin = { requests: 0, seconds: 0, p99: [] as number[], cpuMs: 0 };
  const shop = { requests: 0, seconds: 0, p99: [] as number[], cpuMs: 0 };
  for (let round = 0; round < rounds; round++) {
    const sides: [typeof twin, Side, string, Target][] = [
      [twin, bare, twinPath, { ...target, customers: [] }],
      [shop, app, target.path, target],
    ];
    for (const [side, server, routePath, t] of sides) {
      const m = await measure({
        port: server.port,
        target: t,
        routePath,
        warm: round === 0,
        cpuMs: () => processCpuMs(server.pid),
      });
      side.requests += m.requests;
      side.seconds += m.seconds;
      side.p99.push(m.p99);
      side.cpuMs += m.cpuMs;
    }
  }
  const summary = (side: typeof twin) => ({
    rps: side.requests / side.seconds,
    p99: median(side.p99),
    cpuUs: (side.cpuMs * 1000) / side.requests,
  });
  return { twin: summary(twin), shop: summary(shop) };
}

async function benchEngine(engine: string) {
  const database = await createBenchDatabase(engine === 'postgres' ? POSTGRES_URL : undefined);
  const { db } = openDatabase(database.url);
  await migrateToLatest(db);
  await seedDemoData(db, new Date(), BENCH_DEMO_PASSWORD);
  // Enough room for every order of the run (capacity is the Christmas rush's subject, not this one's).
  await db.updateTable('shop').set({ daily_capacity: 100_000 }).execute();
  const browsers = await seedCustomers(db, 50, { prefix: 'lecteur', favourites: 3 });
  const carts = await seedCustomers(db, 200, { prefix: 'panier', cartLines: 4 });
  const buyers = await seedCustomers(db, ORDER_RATE * (ORDER_SECONDS + 4), { prefix: 'acheteur', cartLines: 5 });
  // The planner's statistics, as autovacuum keeps them in a running shop (a minute after the seed, here at once):
  // without them it plans the fresh tables as if they were empty.
  if (engine === 'postgres') await sql`analyze`.execute(db);
  await db.destroy();

  const shop = await startBenchShop(database.url);
  const app: Side = { port: Number(new URL(shop.url).port), pid: shop.child.pid };
  const bare = { port: 0, child: null as ChildProcess | null };
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const get = async (url: string, customer?: BenchCustomer) => {
      const res = await fetch(`${base}${url}`, { headers: customer ? { cookie: `sid=${customer.token}` } : {} });
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      return res.text();
    };
    const targets = await benchTargets(get, { browsers, carts, buyers }, { rate: ORDER_RATE, seconds: ORDER_SECONDS });
    const routes = await bareRoutesOf(base, get, targets);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'routes.json');
    fs.writeFileSync(file, JSON.stringify(routes));
    const started = await startBareServer('bare', file);
    Object.assign(bare, started);

    const rows = [];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    for (const [i, t] of targets.entries()) {
      if (only && !only.test(t.endpoint)) continue;
      const { twin, shop } = await compare({ port: bare.port, pid: bare.child?.pid }, app, t, `/bare/${i}`);
      const ratio = shop.rps / twin.rps;
      const met =
        (t.goal.ratio === undefined || ratio >= t.goal.ratio) && (t.goal.p99 === undefined || shop.p99 < t.goal.p99);
      const goal = [t.goal.ratio && `≥ ${t.goal.ratio * 100} %`, t.goal.p99 && `p99 < ${t.goal.p99} ms`].filter(
        Boolean,
      );
      rows.push({
        endpoint: t.endpoint,
        bytes: Buffer.byteLength(routes[i]?.body ?? ''),
        'bare req/s': Math.round(twin.rps),
        'req/s': Math.round(shop.rps),
        'vs bare': t.rate ? '(rate)' : `${(ratio * 100).toFixed(0)} %`,
        'p99 ms': shop.p99,
        'bare p99': twin.p99,
        'CPU µs/req': Math.round(shop.cpuUs),
        'bare CPU': Math.round(twin.cpuUs),
        goal: goal.join(', ') || '—',
        met: goal.length === 0 ? '' : met ? 'yes' : 'NO',
      });
    }
    console.log(
      `\n${engine}: ${ROUNDS} rounds of ${DURATION} s per side after 1 s of warm-up, ${CONNECTIONS} connections, loopback; p99 of the median round; the shop: ${shop.describe}`,
    );
    console.table(rows);
    fs.rmSync(path.dirname(file), { recursive: true });
  } finally {
    bare.child?.kill('SIGTERM');
    await shop.stop();
    await database.drop();
  }
}

for (const engine of ENGINES) await benchEngine(engine);
