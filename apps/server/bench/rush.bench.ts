// `npm run bench:rush`: la ruée de Noël. The 24 December orders of one shop open with a capacity of 300
// (through the back office's API); 1 000 customers, each logged in through the API, browse, fill a cart
// of five lines and order within five minutes, over two server processes on one fresh PostgreSQL
// database. Exactly the capacity is accepted, everyone else is told in French that the day is full,
// no answer is a 5xx. `--quick` spreads the arrivals over 30 s instead of 5 min; `--customers=N`,
// `--capacity=N`, `--seconds=N`, `--processes=N` change the rest. BENCH_PG_URL: the server (database
// `test` on 127.0.0.1 by default; the run creates and drops a database of its own). The processes run as
// `npm start` runs one: the production build, npm start's environment and node flags.
//
// `--shops=10`: Noël à dix boutiques (rush-shops.ts): 10 000 customers for 300 places at each of ten shops,
// quotas on six holiday articles, through nginx; `--quick` there is 2 000 customers for 60 places a shop
// over 30 s. `--port=N` puts the processes on N+1, N+2…; `--nginx-port=M` nginx on M (HTTPS) and M+1.
import { openDatabase } from '../src/db/database.js';
import { call, DAY_FULL_MESSAGE, openChristmasOrders, runRush, rushCatalogue } from '../src/test/christmas-rush.js';
import { createLoadCustomers } from '../src/test/load-customers.js';
import { createBenchDatabase } from './bench-database.js';
import { BENCH_DEMO_PASSWORD, startShopProcesses } from './lib/server-process.js';
import { rushAtShops } from './rush-shops.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const quick = process.argv.includes('--quick');
const SHOPS = arg('shops', 1);
const CUSTOMERS = arg('customers', SHOPS === 1 ? 1000 : quick ? 2000 : 1000 * SHOPS);
const CAPACITY = arg('capacity', SHOPS > 1 && quick ? 60 : 300);
const SECONDS = arg('seconds', quick ? 30 : 300);
const PROCESSES = arg('processes', 2);
const PORT = arg('port', 0);
const NGINX_PORT = arg('nginx-port', 0);
const serverPorts = PORT ? Array.from({ length: PROCESSES }, (_, i) => PORT + 1 + i) : undefined;

const {
  url: databaseUrl,
  name: database,
  drop,
} = await createBenchDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
let stopServers = async () => {};
let failed = false;
try {
  if (SHOPS > 1) {
    failed = await rushAtShops({
      shops: SHOPS,
      customers: CUSTOMERS,
      capacity: CAPACITY,
      seconds: SECONDS,
      processes: PROCESSES,
      databaseUrl,
      database,
      ...(serverPorts ? { serverPorts } : {}),
      ...(NGINX_PORT ? { nginxPorts: { https: NGINX_PORT, http: NGINX_PORT + 1 } } : {}),
    });
  } else {
    // One after the other: the first migrates and seeds, the second finds it done.
    const { servers, stop } = await startShopProcesses(databaseUrl, PROCESSES, { ports: serverPorts });
    stopServers = stop;
    const urls = servers.map((s) => s.url);
    const { shopId, articleIds } = await rushCatalogue(urls[0] as string);
    const { date, adminSid } = await openChristmasOrders(
      urls[0] as string,
      { email: 'admin@example.com', password: BENCH_DEMO_PASSWORD },
      shopId,
      CAPACITY,
      new Date(),
    );
    const { db } = openDatabase(databaseUrl);
    const customers = await createLoadCustomers(db, CUSTOMERS, database);
    console.log(
      `${CUSTOMERS} customers for ${CAPACITY} places on ${date}, arriving over ${SECONDS} s, ${PROCESSES} processes, PostgreSQL (${database})`,
    );
    const result = await runRush({
      urls,
      customers,
      shopId,
      date,
      articleIds,
      windowMs: SECONDS * 1000,
      login: true,
      pages: true,
    });
    const booked = (
      (await call(urls[1] ?? (urls[0] as string), 'GET', `/api/admin/shops/${shopId}`, { sid: adminSid })).body as {
        holidays: { date: string; booked: number }[];
      }
    ).holidays.find((h) => h.date === date)?.booked;
    const stored = await db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('shop_id', '=', shopId)
      .where('date', '=', date)
      .executeTakeFirstOrThrow();
    await db.destroy();
    const memory = await Promise.all(servers.map((s) => s.memory()));
    console.log(`\nEach process: ${servers[0]?.describe}`);

    console.table({
      'orders accepted': result.accepted,
      'told “Ce jour est complet…”': result.toldFull,
      'other answers to an order': result.unexpected.length,
      '5xx or failed connections': result.serverErrors.length,
      'orders stored for the day': Number(stored.n),
      'booked (back office)': booked,
      'requests in all': result.requests,
      'run, s': Math.round(result.durationMs / 100) / 10,
      'order p50, ms': result.orderMs.p50,
      'order p95, ms': result.orderMs.p95,
      'order p99, ms': result.orderMs.p99,
      'order max, ms': result.orderMs.max,
      'RSS after, MB': memory.map((m) => m.rssMB).join(' / '),
      'of which file pages, MB': memory.map((m) => m.fileMB).join(' / '),
    });
    const problems = [
      result.accepted !== CAPACITY && `${result.accepted} orders accepted, not ${CAPACITY}`,
      result.toldFull !== CUSTOMERS - CAPACITY && `${result.toldFull} told the day is full (“${DAY_FULL_MESSAGE}”)`,
      Number(stored.n) !== CAPACITY && `${stored.n} orders stored`,
      booked !== CAPACITY && `${booked} booked in the back office`,
      result.serverErrors.length > 0 && `server errors: ${JSON.stringify(result.serverErrors.slice(0, 5))}`,
      result.unexpected.length > 0 && `unexpected answers: ${JSON.stringify(result.unexpected.slice(0, 3))}`,
    ].filter(Boolean);
    if (problems.length > 0) {
      failed = true;
      console.error(`FAILED:\n  ${problems.join('\n  ')}`);
      for (const line of servers.flatMap((server) => server.errors()).slice(0, 5)) console.error(line);
    }
  }
} finally {
  await stopServers();
  await drop();
}
process.exit(failed ? 1 : 0);
