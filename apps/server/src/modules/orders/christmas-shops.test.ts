import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../test/accounts-helpers.js';
import { openChristmasAtShops, runRush, rushCatalogue, setDayQuotas } from '../../test/christmas-rush.js';
import { createLoadCustomers } from '../../test/load-customers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// The small version of `npm run bench:rush -- --shops=10`: the demo's three shops open the 24th, quotas on three
// holiday articles, 60 customers for 45 places, in this process, over real HTTP. Each customer wants one holiday
// article; told it is sold out, they take what is left or go without, and order again.
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

describe(`Noël at several shops with quotas, small, on ${TEST_ENGINE}`, () => {
  it('sells exactly the places of each shop and every quota, says SOLD_OUT, no 5xx', { timeout: 60_000 }, async () => {
    const { articleIds } = await rushCatalogue(base);
    const shops = await t.database.db.selectFrom('shop').select('id').orderBy('id').execute();
    const wanted = { 'Chapon fermier': 2, 'Dinde fermière': 1, 'Foie gras de canard mi-cuit': 1 };
    const quotas = { 'Chapon fermier': 5, 'Dinde fermière': 4, 'Foie gras de canard mi-cuit': 3 };
    const articles = await t.database.db
      .selectFrom('article')
      .select(['id', 'designation'])
      .where('designation', 'in', Object.keys(wanted))
      .execute();
    const idOf = (name: keyof typeof wanted) => articles.find((a) => a.designation === name)?.id as number;
    const names = Object.keys(wanted) as (keyof typeof wanted)[];
    const { date, adminSid } = await openChristmasAtShops(
      base,
      { email: 'admin@example.com', password: DEMO_PASSWORD },
      shops.map((s) => s.id),
      15,
      t.now(),
    );
    await setDayQuotas(
      base,
      adminSid,
      date,
      names.map((n) => ({ id: idOf(n), quantity: quotas[n] })),
    );
    // 60 customers for 45 places: at least 5 of those placed want each article, more than its quota.
    const customers = await createLoadCustomers(t.database.db, 20 * shops.length, 'shops', t.now());
    const result = await runRush({
      urls: [base],
      customers,
      shopId: shops[0]?.id as number,
      shopIds: shops.map((s) => s.id),
      date,
      articleIds,
      holidayArticles: names.map((n) => ({ id: idOf(n), quantity: wanted[n] })),
      windowMs: 200,
      login: false,
      pages: false,
    });

    expect(result.serverErrors).toEqual([]);
    expect(result.unexpected).toEqual([]);
    expect(result.accepted).toBe(15 * shops.length);
    expect(result.toldFull).toBe(5 * shops.length);
    expect(result.soldOut).toBeGreaterThanOrEqual(names.length);
    const sold = await t.database.db
      .selectFrom('order_line as l')
      .innerJoin('customer_order as o', 'o.id', 'l.order_id')
      .select(['l.article_id', (eb) => eb.fn.sum<number>('l.quantity_hundredths').as('n')])
      .where('o.date', '=', date)
      .where('o.status', '!=', 'Cancelled')
      .where(
        'l.article_id',
        'in',
        names.map((n) => idOf(n)),
      )
      .groupBy('l.article_id')
      .execute();
    for (const n of names) {
      expect(Number(sold.find((s) => s.article_id === idOf(n))?.n) / 100, n).toBe(quotas[n]);
    }
    for (const shop of shops) {
      const placed = await t.database.db
        .selectFrom('customer_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shop.id)
        .where('date', '=', date)
        .executeTakeFirstOrThrow();
      expect(Number(placed.n)).toBe(15);
    }
  });
});
