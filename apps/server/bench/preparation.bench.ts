// `npm run bench` (second part): a Christmas Eve at one shop. 300 orders of 6 lines are written straight
// into the database, then the staff's cutting list is asked N times in a row, as JSON and as the printable
// PDF (one sheet per order: about 300 pages). p50/p99 against the targets of issue 12.
// SQLite by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh database beside that one.
// The server runs as `npm start` runs it (the production build, its node flags: the old generation capped at 128 MB).
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { createBenchDatabase } from './bench-database.js';
import { BENCH_DEMO_PASSWORD, startBenchShop } from './lib/server-process.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const LINES = 6;
const DAY = '2026-12-24';
const JSON_RUNS = Number(process.env.BENCH_JSON_RUNS ?? 200);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);
const TARGETS = { json: 200, pdf: 2000 };

/** A small deterministic generator: the same Christmas Eve on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NOTES = ['ficelé', 'bardé', 'tranches fines', 'sans os', 'en morceaux de 4 cm', 'pour 8 personnes'];
const COMMENTS = ['Je passerai vers 9 h.', 'Merci de bien emballer, c’est pour le réveillon.', null, null];

async function seedChristmasEve(db: Db, shopDepartment: string) {
  const shop = await db
    .selectFrom('shop')
    .select('id')
    .where('department', '=', shopDepartment)
    .executeTakeFirstOrThrow();
  const articles = await db
    .selectFrom('article')
    .select(['id', 'designation', 'sale_unit', 'price_cents', 'vat_rate_bp'])
    .where('is_active', '=', 1)
    .execute();
  const at = '2026-12-20T10:00:00.000Z';
  const next = random(24);
  const users = Array.from({ length: ORDERS }, (_, i) => ({
    user_type: 1,
    role: 'customer' as const,
    email: `reveillon${i}@example.com`,
    first_name: ['Camille', 'Luc', 'Anne', 'Jean', 'Sophie'][i % 5] as string,
    last_name: `Client ${i + 1}`,
    phone_number: `+336${String(10_000_000 + i).slice(-8)}`,
    wants_newsletter: 0,
    is_verified: 1,
    created_at: at,
    updated_at: at,
  }));
  const userIds: number[] = [];
  for (let i = 0; i < users.length; i += 200) {
    const rows = await db
      .insertInto('user_account')
      .values(users.slice(i, i + 200))
      .returning('id')
      .execute();
    userIds.push(...rows.map((r) => r.id));
  }
  const orders = userIds.map((userId, i) => ({
    number: `2026-9${String(i + 1).padStart(5, '0')}`,
    user_id: userId,
    mode: 'Pickup' as const,
    shop_id: shop.id,
    date: DAY,
    status: i % 3 === 0 ? ('Confirmed' as const) : ('Pending' as const),
    comment: COMMENTS[i % COMMENTS.length] ?? null,
    is_pro: 0,
    lines_total_cents: 0,
    delivery_fee_cents: 0,
    total_ht_cents: 0,
    total_vat_cents: 0,
    total_ttc_cents: 0,
    has_estimated_lines: 1,
    created_at: at,
    updated_at: at,
  }));
  const orderIds: number[] = [];
  for (let i = 0; i < orders.length; i += 200) {
    const rows = await db
      .insertInto('customer_order')
      .values(orders.slice(i, i + 200))
      .returning('id')
      .execute();
    orderIds.push(...rows.map((r) => r.id));
  }
  const lines = orderIds.flatMap((orderId) =>
    Array.from({ length: LINES }, (_, position) => {
      const article = articles[Math.floor(next() * articles.length)] as (typeof articles)[number];
      // 0,3 to 3,2 kg, or 1 to 4 pieces.
      const hundredths =
        article.sale_unit === 'kg' ? (3 + Math.floor(next() * 30)) * 10 : (1 + Math.floor(next() * 4)) * 100;
      return {
        order_id: orderId,
        position,
        article_id: article.id,
        designation: article.designation,
        sale_unit: article.sale_unit,
        quantity_hundredths: hundredths,
        unit_price_cents: article.price_cents,
        line_total_cents: Math.round((article.price_cents * hundredths) / 100),
        vat_rate_bp: article.vat_rate_bp,
        is_estimated: article.sale_unit === 'kg' ? 1 : 0,
        preparation_note: next() < 0.2 ? (NOTES[Math.floor(next() * NOTES.length)] as string) : null,
        weighed_grams: null,
      };
    }),
  );
  for (let i = 0; i < lines.length; i += 500) {
    await db
      .insertInto('order_line')
      .values(lines.slice(i, i + 500))
      .execute();
  }
  return shop.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** N requests one after the other (a shop asks its list, it does not flood): latencies in ms. */
async function measure(url: string, cookie: string, runs: number) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.toString().slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: body.length };
  };
  for (let i = 0; i < 3; i++) await once(); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const r = await once();
    times.push(r.ms);
    bytes = r.bytes;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

async function main() {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  const seeding = performance.now();
  const { db, engine } = openDatabase(database.url);
  await migrateToLatest(db);
  await seedDemoData(db, new Date(), BENCH_DEMO_PASSWORD);
  const shopId = await seedChristmasEve(db, 'METZ-CENTRE');
  await db.destroy();
  const seeded = performance.now() - seeding;

  const server = await startBenchShop(database.url);
  try {
    const base = server.url;
    const login = await fetch(`${base}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'staff@example.com', password: BENCH_DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    if (login.status !== 200 || !cookie) throw new Error(`staff login failed: ${login.status}`);

    const query = `shopId=${shopId}&date=${DAY}`;
    const json = await measure(`${base}/api/admin/preparation?${query}`, cookie, JSON_RUNS);
    const pdf = await measure(`${base}/api/admin/preparation.pdf?${query}`, cookie, PDF_RUNS);
    const row = (endpoint: string, runs: number, m: typeof json, target: number) => ({
      endpoint,
      runs,
      'p50 ms': Math.round(m.p50 * 10) / 10,
      'p99 ms': Math.round(m.p99 * 10) / 10,
      size: `${Math.round(m.bytes / 1024)} kB`,
      'target p99': `< ${target} ms`,
      met: m.p99 < target ? 'yes' : 'NO',
    });
    console.log(
      `\nChristmas Eve on ${engine}: ${ORDERS} orders × ${LINES} lines at Metz-Centre on ${DAY} (seeded in ${Math.round(seeded)} ms); sequential requests on loopback; the server: ${server.describe}`,
    );
    console.table([
      row('GET /api/admin/preparation', JSON_RUNS, json, TARGETS.json),
      row('GET /api/admin/preparation.pdf', PDF_RUNS, pdf, TARGETS.pdf),
    ]);
    const met = json.p99 < TARGETS.json && pdf.p99 < TARGETS.pdf;
    console.log(met ? 'Both targets met.' : 'A target is missed.');
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
