// `npm run bench:faults` (issue 46): SIGKILL the compiled server at random moments inside each money step, on
// SQLite and PostgreSQL, start it again on the same database (its start runs the effect list and the repair),
// and check what must hold of the money. Prints trials, hits (kills that landed before the answer, or for the
// no-show sweep inside it) and every violation, per step and engine. Ends with the no-show sweep eight days on
// over every order of the run. Options: --trials=N (25), --engine=sqlite|postgres|both, --steps=a,b.
// FAULTS_PG_URL (postgres://postgres@127.0.0.1:5432/postgres) is where its database is created and dropped;
// FAULTS_PORT (4600) the port of its server, loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database.js';
import { checkOrder, unfinishedEffects } from './faults/fault-invariants.js';
import { type FaultServer, type FaultShop, faultDatabase, faultShop } from './faults/fault-server.js';
import { call, type Facts, STEPS, type Step, setUp, shopFacts } from './faults/fault-steps.js';
import { compileServer } from './lib/compile-server.js';
import { BENCH_DEMO_PASSWORD } from './lib/server-process.js';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const TRIALS = Number(arg('trials') ?? 25);
const ENGINES =
  (arg('engine') ?? 'both') === 'both' ? (['sqlite', 'postgres'] as const) : [arg('engine') as 'sqlite' | 'postgres'];
const CHOSEN = (arg('steps')?.split(',') ?? [...STEPS]) as Step[];
const PG_URL = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.FAULTS_PORT ?? 4600);
/** The whole run stops by itself after this long. */
const DEADLINE = Date.now() + Number(process.env.FAULTS_MINUTES ?? 40) * 60_000;
const DAY = 86_400_000;

for (const step of CHOSEN) if (!STEPS.includes(step)) throw new Error(`unknown step ${step}: ${STEPS.join(', ')}`);

type Row = { trials: number; hits: number; violations: string[]; errors: string[] };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the order's due effects to be run (a bounded wait: what stays is reported by the check). */
async function drain(facts: Facts, shop: FaultShop, orderIds: number[] | null, ms = 20_000) {
  const until = Date.now() + ms;
  await sleep(1_000);
  let quiet = 0;
  while (Date.now() < until && quiet < 3) {
    const now = new Date(Date.now() + shop.offset()).toISOString();
    const left = (await unfinishedEffects(facts.db, orderIds, now)).filter((e) => e.status !== 'failed');
    quiet = left.length === 0 ? quiet + 1 : 0;
    await sleep(200);
  }
}

/** Whether an effect of these orders is still under a claim (its process was killed). */
async function stillRunning(facts: Facts, shop: FaultShop, orderIds: number[]) {
  const now = new Date(Date.now() + shop.offset()).toISOString();
  return (await unfinishedEffects(facts.db, orderIds, now)).some((e) => e.status === 'running');
}

/** Fires the request and kills the process `delay` ms later; a hit when the answer had not come. */
async function killDuring(shop: FaultShop, server: FaultServer, fire: () => Promise<unknown>, delay: number) {
  let answered = false;
  const started = performance.now();
  let ms = 0;
  const request = fire().then(
    () => {
      answered = true;
      ms = performance.now() - started;
    },
    () => {},
  );
  await sleep(delay);
  const hit = !answered;
  await shop.kill(server);
  await request;
  return { hit, ms };
}

async function noShowKill(shop: FaultShop, facts: Facts, orderIds: number[], startMs: number, server: FaultServer) {
  await shop.kill(server);
  const date = (
    await facts.db
      .selectFrom('customer_order')
      .select('date')
      .where('id', '=', orderIds[0] as number)
      .executeTakeFirstOrThrow()
  ).date;
  shop.setOffset(Date.parse(`${date}T10:00:00Z`) + DAY - Date.now());
  const starting = shop.spawn();
  await sleep(Math.random() * startMs * 1.6);
  await shop.kill(starting);
  // Inside the sweep: its effect written, the payment not yet moved.
  const written = await facts.db
    .selectFrom('order_effect')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('kind', 'in', ['capture', 'release'])
    .execute();
  const open = await facts.db
    .selectFrom('order_payment')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'authorized')
    .execute();
  return written.some((w) => open.some((o) => o.order_id === w.order_id));
}

async function runEngine(engine: 'sqlite' | 'postgres', entry: string, report: Map<string, Row>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `faults-${engine}-`));
  const database = await faultDatabase(engine, dir, PG_URL);
  const shop = faultShop(entry, database.url, dir, PORT + (engine === 'sqlite' ? 0 : 1));
  let server = await shop.start();
  const { db } = openDatabase(database.url);
  const all = new Map<number, string>();
  try {
    const facts = await shopFacts(server.url, db, BENCH_DEMO_PASSWORD);
    let startMs = 1500;
    for (const step of CHOSEN) {
      const row: Row = { trials: 0, hits: 0, violations: [], errors: [] };
      report.set(`${engine} ${step}`, row);
      let window = 150;
      for (let n = 0; n < TRIALS && Date.now() < DEADLINE; n++) {
        try {
          const trial = await setUp(step, n, server.url, facts);
          row.trials++;
          let hit: boolean;
          if (trial.fire) {
            const result = await killDuring(shop, server, trial.fire, Math.random() * window);
            hit = result.hit;
            // The window follows the step's own time: kills spread over the whole request.
            if (result.ms > 0) window = Math.max(20, Math.round(window * 0.7 + result.ms * 1.3 * 0.3));
          } else hit = await noShowKill(shop, facts, trial.orderIds, startMs, server);
          if (hit) row.hits++;
          const started = performance.now();
          server = await shop.start();
          startMs = startMs * 0.7 + (performance.now() - started) * 0.3;
          if (step === 'placement') {
            const mine = await call(server.url, 'GET', '/api/orders?PageSize=10', { sid: trial.variant });
            for (const o of (mine.body.items ?? []) as { id: number }[]) {
              trial.orderIds.push(o.id);
              trial.sids.set(o.id, trial.variant);
            }
          }
          await drain(facts, shop, trial.orderIds);
          // A claim the killed process held lapses after its time (2 min) on PostgreSQL, where another live
          // process might hold it: the server's clock is moved past it, as the next minutes would.
          if (await stillRunning(facts, shop, trial.orderIds)) {
            shop.setOffset(shop.offset() + 150_000);
            await drain(facts, shop, trial.orderIds);
          }
          const now = new Date(Date.now() + shop.offset()).toISOString();
          for (const id of trial.orderIds) {
            all.set(id, trial.sids.get(id) ?? '');
            const found = await checkOrder(
              server.url,
              db,
              id,
              { customer: trial.sids.get(id), admin: facts.adminSid },
              now,
            );
            row.violations.push(
              ...found.map(
                (v) =>
                  `trial ${n}${trial.variant && step !== 'placement' ? ` (${trial.variant})` : ''}${hit ? ' [hit]' : ''}: ${v}`,
              ),
            );
          }
          if (step === 'noshow') shop.setOffset(0);
        } catch (error) {
          row.errors.push(`trial ${n}: ${(error as Error).message.slice(0, 300)}`);
          if (server.child.exitCode !== null || server.child.signalCode !== null) server = await shop.start();
          shop.setOffset(0);
        }
      }
    }
    // Eight days on: the no-show sweep and the repair over every order of the run.
    const row: Row = { trials: all.size, hits: 0, violations: [], errors: [] };
    report.set(`${engine} sweep+8d`, row);
    await shop.kill(server);
    shop.setOffset(8 * DAY);
    server = await shop.start();
    await drain(facts, shop, null, 30_000);
    const now = new Date(Date.now() + shop.offset()).toISOString();
    for (const [id, sid] of all)
      row.violations.push(
        ...(await checkOrder(server.url, db, id, { customer: sid || undefined, admin: facts.adminSid }, now)),
      );
    await shop.kill(server);
  } finally {
    await shop.kill(server);
    await db.destroy();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const entry = compileServer();
const report = new Map<string, Row>();
// An engine that could not be tried is a failure: « no violation » must mean the trials ran.
const notRun: string[] = [];
for (const engine of ENGINES) {
  try {
    await runEngine(engine, entry, report);
  } catch (error) {
    notRun.push(engine);
    console.error(`${engine}: ${(error as Error).stack}`);
  }
}
console.log(`\nFaults: SIGKILL inside each money step, restart, repair, check (${TRIALS} trials a step)`);
console.log('engine    step            trials  hits  violations  errors');
let total = 0;
for (const [key, row] of report) {
  const [engine, step] = key.split(' ') as [string, string];
  total += row.violations.length;
  console.log(
    `${engine.padEnd(9)} ${step.padEnd(15)} ${String(row.trials).padStart(6)} ${String(row.hits).padStart(5)} ${String(row.violations.length).padStart(11)} ${String(row.errors.length).padStart(7)}`,
  );
}
for (const [key, row] of report) {
  for (const v of row.violations) console.log(`  VIOLATION ${key}: ${v}`);
  for (const e of row.errors) console.log(`  ERROR ${key}: ${e}`);
}
if (notRun.length > 0) console.log(`not run: ${notRun.join(', ')}`);
else console.log(total === 0 ? 'no violation' : `${total} violation(s)`);
process.exit(total === 0 && notRun.length === 0 ? 0 : 1);
