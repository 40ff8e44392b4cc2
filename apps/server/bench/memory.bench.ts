// `npm run bench:memory`: the resident memory of one server process, idle, after mixed catalogue and page
// requests (twice: what the second round adds is growth, not warm-up), and after a burst of orders (2 s after,
// and 30 s after, once V8 has given back the garbage of the burst).
// `--compiled` runs the server as `npm start` does: built by the production build, started with
// npm start's environment and node flags (deploy/production-settings.mjs). Without it, main.ts runs under tsx.
// `--entry=path/to/main.js` runs another build; `--node-options="…"` replaces node's flags.
// `--requests=N` per round (2 400 by default), `--orders=N` customers in the burst (200, for 150 places).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ArticlesResponse, SSR_STATE_ID } from '@boucherie/contract';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/database.js';
import { openChristmasOrders, runRush, rushCatalogue } from '../src/test/christmas-rush.js';
import { createLoadCustomers } from '../src/test/load-customers.js';
import {
  BENCH_DEMO_PASSWORD,
  type Memory,
  peakDuring,
  startProductionServer,
  startServer,
} from './lib/server-process.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const REQUESTS = Number(option('requests') ?? 2400);
const ORDERS = Number(option('orders') ?? 200);
const nodeFlags = option('node-options')?.split(/\s+/).filter(Boolean);
const entry = option('entry');
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `file:${path.join(dir, 'shop.sqlite')}`;
const env = {
  DATABASE_URL: databaseUrl,
  RATE_LIMITS: 'false',
  OUTBOX_DIR: dir,
  UPLOADS_DIR: path.join(dir, 'uploads'),
};
const server = process.argv.includes('--compiled')
  ? await startProductionServer(env, nodeFlags)
  : {
      ...(await startServer(env, entry, nodeFlags)),
      describe: `node ${nodeFlags?.join(' ') ?? ''} ${entry ?? 'main.ts under tsx'}`,
    };
const rows: Record<string, Memory & { 'peak RSS MB'?: number }> = {};
try {
  await settle(3000);
  rows.idle = await server.memory();

  // Without the web app built, every page would answer a short 404 and the load would leave out the server's
  // page rendering (this hid 25 MB until the fourth session of 24 November).
  const home = await fetch(`${server.url}/`);
  if (home.status !== 200 || !(await home.text()).includes(SSR_STATE_ID)) {
    throw new Error(`GET / answered ${home.status} without a server-rendered page: run \`npm run build\` first.`);
  }
  const articles = (
    (await (await fetch(`${server.url}/api/articles?PageSize=100`)).json()) as ArticlesResponse
  ).items.map((a) => a.id);
  const api = ['/api/articles', '/api/articles?PageSize=24', '/api/article-categories', '/api/shops'];
  const pages = ['/', '/products-list', '/mentions-legales', '/nulle-part'];
  // A mix: list and search queries, each article by id and as a page, the static pages.
  const paths = [
    ...api,
    ...pages,
    '/api/articles?Search=boeuf',
    '/api/articles?DiscountedOnly=true',
    ...articles.flatMap((id) => [`/api/articles/${id}`, `/product/${id}`]),
  ];
  const load = () =>
    autocannon({
      url: server.url,
      connections: 10,
      amount: REQUESTS,
      requests: paths.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } })),
    });
  for (const round of ['after the catalogue load', 'after a second catalogue load']) {
    const { result, peakRssMB } = await peakDuring(server, load());
    if (result.errors > 0 || result['5xx'] > 0) throw new Error(`${result.errors} errors, ${result['5xx']} 5xx`);
    await settle(2000);
    rows[`${round} (${result.requests.total} requests)`] = { ...(await server.memory()), 'peak RSS MB': peakRssMB };
  }
  await settle(13_000);
  rows['15 s after the catalogue load, at rest'] = await server.memory();

  const { shopId, articleIds } = await rushCatalogue(server.url);
  const { date } = await openChristmasOrders(
    server.url,
    { email: 'admin@example.com', password: BENCH_DEMO_PASSWORD },
    shopId,
    Math.round(ORDERS * 0.75),
    new Date(),
  );
  const { db } = openDatabase(databaseUrl);
  const customers = await createLoadCustomers(db, ORDERS, 'memory');
  await db.destroy();
  const burst = runRush({
    urls: [server.url],
    customers,
    shopId,
    date,
    articleIds,
    windowMs: 2000,
    login: true,
    pages: false,
  });
  const { result, peakRssMB } = await peakDuring(server, burst);
  if (result.serverErrors.length > 0) throw new Error(`server errors: ${JSON.stringify(result.serverErrors)}`);
  await settle(2000);
  rows[`2 s after a burst of ${ORDERS} orders (${result.accepted} accepted)`] = {
    ...(await server.memory()),
    'peak RSS MB': peakRssMB,
  };
  // V8 gives the old generation's garbage back when the process has been idle for a while (its memory reducer
  // starts 8 s after the last full collection): the figure a process holds between rushes.
  await settle(28_000);
  rows[`30 s after the burst, at rest`] = await server.memory();
  console.log(`\nOne server process (${server.describe}), ${databaseUrl.split(':')[0]}; MB`);
  console.table(rows);
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
