// Scratch: every query of one order placement on PostgreSQL, with its duration (not committed).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { seedCustomers } from './bench-customers.js';
import { createBenchDatabase } from './bench-database.js';

const database = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/test');
const handle = openDatabase(database.url);
await migrateToLatest(handle.db);
await seedDemoData(handle.db);
await handle.db.updateTable('shop').set({ daily_capacity: 100_000 }).execute();
const buyers = await seedCustomers(handle.db, 5, { prefix: 'a', cartLines: 5 });
let log: { sql: string; ms: number }[] = [];
const pool = handle.pool as pg.Pool;
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === 'query') log.push({ sql: e.query.sql.slice(0, 110), ms: e.queryDurationMillis }); } });
const app = await buildApp({ config: testConfig({ RATE_LIMITS: false }), db, engine: 'postgres', pool });
const shops = (await app.inject('/api/shops')).json().shops;
const metz = shops.find((s: any) => s.department === 'METZ-CENTRE');
const slots = (await app.inject(`/api/orders/slots?mode=Pickup&shopId=${metz.id}`)).json();
for (const [i, b] of buyers.entries()) {
  log = [];
  const t = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/orders', cookies: { sid: b.token }, payload: { mode: 'Pickup', shopId: metz.id, date: slots.slots[0].date } });
  const total = performance.now() - t;
  if (i === buyers.length - 1) for (const q of log) console.log(q.ms.toFixed(2).padStart(7), q.sql);
  console.log(res.statusCode, 'total', total.toFixed(1), 'ms,', log.length, 'queries, sum', log.reduce((a, q) => a + q.ms, 0).toFixed(1));
}
await app.close(); await database.drop();
