// `npm run bench:checkout`: what paying by card adds to a checkout (issue 32, ADR 049), and the last places of a
// day taken by a burst of card checkouts. Customers with a cart of 2 lines order one after another, paid at the
// shop then by card (the order, its hold, and the demo provider's page opened through the Stripe SDK); p50/p95 of
// each and the difference. Then 200 card checkouts at once for 50 places: exactly 50 orders must hold a place.
// SQLite by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database beside that one.
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { seedCustomers } from './bench-customers.js';
import { createBenchDatabase } from './bench-database.js';
import { BENCH_DEMO_PASSWORD, startBenchShop } from './lib/server-process.js';

/**
 * The demo provider (the project's Stripe stand-in) takes the cards. A production start refuses it (config.ts),
 * so this shop alone runs with production's build, node flags and memory settings but not NODE_ENV=production:
 * only config.ts reads it (the page renderer bundles React's production build whatever it says).
 */
const DEMO_PAYMENTS = { PAYMENT_PROVIDER: 'demo', NODE_ENV: 'benchmark' };

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const PLACES = Number(process.env.BENCH_PLACES ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main() {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  const { db } = openDatabase(database.url);
  await migrateToLatest(db);
  await seedDemoData(db, new Date(), BENCH_DEMO_PASSWORD);
  const customers = await seedCustomers(db, RUNS * 2 + BURST, { prefix: 'paiement', cartLines: 2 });
  const metz = await db
    .selectFrom('shop')
    .select('id')
    .where('department', '=', 'METZ-CENTRE')
    .executeTakeFirstOrThrow();
  // Room for every sequential order on each day offered.
  await db.updateTable('shop').set({ daily_capacity: 2000 }).where('id', '=', metz.id).execute();
  const server = await startBenchShop(database.url, DEMO_PAYMENTS);
  try {
    const post = (token: string, body: object) =>
      fetch(`${server.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `sid=${token}` },
        body: JSON.stringify(body),
      });
    const slots = (await (await fetch(`${server.url}/api/orders/slots?mode=Pickup&shopId=${metz.id}`)).json()) as {
      slots: { date: string }[];
    };
    const dates = slots.slots.map((s) => s.date);
    const timed = async (from: number, method: 'counter' | 'online') => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const customer = customers[from + i];
        const started = performance.now();
        const res = await post(customer?.token ?? '', {
          mode: 'Pickup',
          shopId: metz.id,
          date: dates[i % dates.length],
          paymentMethod: method,
        });
        times.push(performance.now() - started);
        if (res.status !== 201) throw new Error(`${method}: ${res.status} ${await res.text()}`);
      }
      return times.sort((a, b) => a - b);
    };
    const counter = await timed(0, 'counter');
    const online = await timed(RUNS, 'online');
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`checkout, ${RUNS} orders each, one after another (${database.url.split(':')[0]})`);
    console.log(`  paid at the shop: p50 ${ms(percentile(counter, 50))}, p95 ${ms(percentile(counter, 95))}`);
    console.log(`  paid by card:     p50 ${ms(percentile(online, 50))}, p95 ${ms(percentile(online, 95))}`);
    console.log(
      `  added by the card: p50 ${ms(percentile(online, 50) - percentile(counter, 50))}, p95 ${ms(percentile(online, 95) - percentile(counter, 95))}`,
    );

    // The last places of a far-enough day, taken by a burst of card checkouts.
    const day = dates.at(-1) as string;
    const booked = await db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', metz.id)
      .where('date', '=', day)
      .where('status', '!=', 'Cancelled')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('shop')
      .set({ daily_capacity: Number(booked.n) + PLACES })
      .where('id', '=', metz.id)
      .execute();
    const started = performance.now();
    const answers = await Promise.all(
      customers
        .slice(RUNS * 2, RUNS * 2 + BURST)
        .map((c) => post(c.token, { mode: 'Pickup', shopId: metz.id, date: day, paymentMethod: 'online' })),
    );
    const elapsed = performance.now() - started;
    const placed = answers.filter((a) => a.status === 201);
    const bodies = (await Promise.all(placed.map((a) => a.json()))) as { payment: { checkoutUrl: string | null } }[];
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const pages = new Set(bodies.map((b) => b.payment.checkoutUrl).filter(Boolean)).size;
    console.log(
      `${BURST} card checkouts at once for ${PLACES} places: ${placed.length} orders held a place, ${pages} payment pages, answers ${JSON.stringify(statuses)}, ${ms(elapsed)}`,
    );
    if (placed.length !== PLACES || pages !== PLACES) process.exitCode = 1;
  } finally {
    await server.stop();
    await db.destroy();
    await database.drop();
  }
}

await main();
