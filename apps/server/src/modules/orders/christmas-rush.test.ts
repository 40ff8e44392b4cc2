import type { ShopCalendar } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../test/accounts-helpers.js';
import { call, DAY_FULL_MESSAGE, openChristmasOrders, runRush, rushCatalogue } from '../../test/christmas-rush.js';
import { createLoadCustomers } from '../../test/load-customers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// The small version of `npm run bench:rush`: 50 customers for 20 places, in this process, over real HTTP.
let t: TestApp;
let base: string;

beforeAll(async () => {
  // A load run: rate limits off by configuration.
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

describe(`la ruée de Noël, small, on ${TEST_ENGINE}`, () => {
  it('accepts exactly the capacity of the 24th, tells everyone else in French that the day is full, no 5xx', {
    timeout: 60_000,
  }, async () => {
    const { shopId, articleIds } = await rushCatalogue(base);
    const { date, adminSid } = await openChristmasOrders(
      base,
      { email: 'admin@example.com', password: DEMO_PASSWORD },
      shopId,
      20,
      t.now(),
    );
    const customers = await createLoadCustomers(t.database.db, 50, 'test', t.now());
    const result = await runRush({
      urls: [base],
      customers,
      shopId,
      date,
      articleIds,
      windowMs: 200,
      login: false,
      pages: false,
    });

    expect(result.serverErrors).toEqual([]);
    expect(result.unexpected).toEqual([]);
    expect(result.accepted).toBe(20);
    expect(result.toldFull).toBe(30);
    expect(DAY_FULL_MESSAGE).toBe('Ce jour est complet. Choisissez une autre date.');
    const calendar = (await call(base, 'GET', `/api/admin/shops/${shopId}`, { sid: adminSid })).body as ShopCalendar;
    expect(calendar.holidays.find((h) => h.date === date)?.booked).toBe(20);
    const orders = await t.database.db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .where('date', '=', date)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(20);
  });
});
