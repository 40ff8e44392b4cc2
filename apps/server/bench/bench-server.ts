// A server for the benchmark, in a process of its own: `app` (the shop, on a seeded database)
// or `bare` (a plain Fastify JSON route, the yardstick). Prints its port on stdout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';

const mode = process.argv[2];

if (mode === 'bare') {
  const bare = Fastify({ logger: false });
  const payload = { items: [{ id: 1, designation: 'Entrecôte', pricePerUnit: 36.9 }], totalCount: 1 };
  bare.get('/bare', async () => payload);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (bare.server.address() as { port: number }).port }));
} else {
  const url =
    process.env.BENCH_DATABASE_URL ??
    `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'shop.sqlite')}`;
  const { db, engine } = openDatabase(url);
  await migrateToLatest(db);
  await seedDemoData(db);
  // Rate limits are switched off by configuration for load runs, never by code edits.
  const app = await buildApp({ config: testConfig({ RATE_LIMITS: false }), db, engine });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port, engine }));
}
