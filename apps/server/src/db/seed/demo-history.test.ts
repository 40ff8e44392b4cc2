import type { Order, Paged, ShopsResponse, StatsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// The living demo (issue 45), seeded as `npm start` seeds it: months of past orders, figures that are not zeros.
let t: TestApp;
let seedMs = 0;
beforeAll(async () => {
  const started = performance.now();
  t = await createTestApp({ history: true, festiveDay: true });
  seedMs = performance.now() - started;
});
afterAll(() => t.close());

describe(`the demo's past orders on ${TEST_ENGINE}`, () => {
  it('gives Marie and the chef months of completed, weighed orders to order again', async () => {
    for (const email of ['marie@example.com', 'chef@example.com']) {
      const sid = await loginAs(t, email);
      const page = (await t.app.inject({ url: '/api/orders?PageSize=100', cookies: { sid } })).json() as Paged<Order>;
      expect(page.totalCount).toBeGreaterThan(15);
      expect(page.items.every((o) => o.status === 'Completed')).toBe(true);
      const oldest = page.items.map((o) => o.date).sort()[0] ?? '';
      expect(oldest < '2026-08-15').toBe(true);
      expect(page.items[0]?.lines.some((l) => l.weighedQuantity !== null)).toBe(true);
    }
  });

  it('shows a few dozen orders in the last 30 days at Metz-Centre and at Montigny, and seeds fast', async () => {
    const admin = await loginAs(t, 'admin@example.com');
    const { shops } = (await t.app.inject('/api/shops')).json() as ShopsResponse;
    for (const department of ['METZ-CENTRE', 'MONTIGNY']) {
      const shop = shops.find((s) => s.department === department);
      const stats = (
        await t.app.inject({ url: `/api/admin/stats?shopId=${shop?.id}`, cookies: { sid: admin } })
      ).json() as StatsResponse;
      expect(stats.summary.orders, department).toBeGreaterThanOrEqual(20);
    }
    // The whole app with its seed, well under what a test file may spend on it.
    expect(seedMs).toBeLessThan(15_000);
  });
});
