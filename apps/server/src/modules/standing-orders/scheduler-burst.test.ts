import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { BURST } from '../../test/burst.js';
import { scheduleDeps } from '../../test/schedule-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { runStandingOrders, type TickResult } from './scheduler.js';

// The schedule run 50 times at once (timers of several processes, a restart amid a run): each occurrence is
// placed once, on PostgreSQL too, where the runs use several connections. TEST_NOW: Friday 20 November 2026.
const CUSTOMERS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`the standing orders' schedule run ${BURST} times at once on ${TEST_ENGINE}`, () => {
  it('places each due occurrence once and fails none', async () => {
    const metz = (await t.call('GET /api/shops')).answer.shops.find((s) => s.department === 'METZ-CENTRE')?.id;
    const { items } = (await t.call('GET /api/articles', { query: { PageSize: 100 } })).answer;
    const article = items.find((a) => a.saleUnit === 'kg' && !a.isOutOfStock);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => verifiedUser(t)));
    for (const { sid } of customers) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/standing-orders',
        cookies: { sid },
        payload: {
          mode: 'Pickup',
          shopId: metz,
          weekdays: [2],
          startDate: '2026-11-24',
          lines: [{ articleId: article?.id, quantity: 2 }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    // Monday 23 November, 08:00 in Paris: Tuesday's occurrences are due.
    t.setNow(new Date('2026-11-23T07:00:00Z'));
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => void errors.push(args), info: () => {}, debug: () => {} };
    const deps = { ...scheduleDeps(t), log };
    const runs: TickResult[] = await Promise.all(Array.from({ length: BURST }, () => runStandingOrders(deps)));

    expect(errors).toEqual([]);
    expect(runs.reduce((sum, run) => sum + run.placed, 0)).toBe(CUSTOMERS);
    expect(runs.reduce((sum, run) => sum + run.skipped, 0)).toBe(0);
    for (const { sid } of customers) {
      const orders = await t.call('GET /api/orders', { query: { PageSize: 100 }, cookies: { sid } });
      expect(orders.answer.items.map((o) => o.date)).toEqual(['2026-11-24']);
    }
    const occurrences = await t.database.db.selectFrom('standing_order_occurrence').select('date').execute();
    expect(occurrences.map((o) => o.date)).toEqual(Array.from({ length: CUSTOMERS }, () => '2026-11-24'));
  });
});
