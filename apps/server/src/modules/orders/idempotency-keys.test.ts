import type { Article, Shop } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { up as migrateCustomerKeys } from '../../db/migrations/2026-11-27-30-customer-idempotency-keys.js';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, theShops } from '../../test/fixtures.js';
import { putInCart } from '../../test/people-helpers.js';
import { scheduleDeps } from '../../test/schedule-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { runStandingOrders } from '../standing-orders/scheduler.js';

// The keys a customer sends (Idempotency-Key) and the keys the shop's own processes give their orders (a
// standing order's occurrence) are kept apart. TEST_NOW: Friday 20 November 2026, 10:00 Paris.
let t: TestApp;
let metz: Shop;
let article: Article;
beforeAll(async () => {
  // Without the hourly order limit, which counts attempts: the rule under test is the key's.
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  const shops = await theShops(t);
  metz = shops.find((s) => s.department === 'METZ-CENTRE') as Shop;
  article = await anArticle(t, { saleUnit: 'kg', isOutOfStock: false, discountIsActive: false });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const place = (sid: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies: { sid },
    headers: { 'idempotency-key': key },
    payload: { mode: 'Pickup', shopId: metz.id, date: '2026-11-21' },
  });
const ordersOf = async (sid: string) =>
  (await t.call('GET /api/orders', { query: { PageSize: 100 }, cookies: { sid } })).answer.items;

/** A standing order for Tuesdays from 24 November, and the schedule's run that places its first one. */
async function standingOrder(sid: string) {
  const created = await t.call('POST /api/standing-orders', {
    cookies: { sid },
    body: {
      mode: 'Pickup',
      shopId: metz.id,
      weekdays: [2],
      startDate: '2026-11-24',
      lines: [{ articleId: article.id, quantity: 2 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer;
}
const runSchedule = () => {
  t.setNow(new Date('2026-11-23T07:00:00Z'));
  return runStandingOrders(scheduleDeps(t));
};
const keysOf = async (sid: string) => {
  const ids = (await ordersOf(sid)).map((o) => o.id);
  const rows = await t.database.db
    .selectFrom('customer_order')
    .select(['date', 'idempotency_key'])
    .where('id', 'in', ids)
    .orderBy('date')
    .execute();
  return rows.map((r) => [r.date, r.idempotency_key]);
};

describe(`idempotency keys on ${TEST_ENGINE}`, () => {
  it('lets a customer send a standing order’s own key without blocking that delivery', async () => {
    const { sid } = await verifiedUser(t);
    const standing = await standingOrder(sid);
    await putInCart(t, sid, article.id);
    const own = await place(sid, `standing-order:${standing.id}:2026-11-24`);
    expect(own.statusCode, own.body).toBe(201);

    expect(await runSchedule()).toEqual({ placed: 1, skipped: 0 });
    expect(await keysOf(sid)).toEqual([
      ['2026-11-21', `customer:standing-order:${standing.id}:2026-11-24`],
      ['2026-11-24', `standing-order:${standing.id}:2026-11-24`],
    ]);
  });

  it('moves the keys customers sent before into their namespace, and leaves the occurrences’ keys', async () => {
    const { sid } = await verifiedUser(t);
    const standing = await standingOrder(sid);
    await putInCart(t, sid, article.id);
    const sent = await place(sid, 'avant-la-migration');
    expect(await runSchedule()).toEqual({ placed: 1, skipped: 0 });
    // As the key was stored before the migration.
    await t.database.db
      .updateTable('customer_order')
      .set({ idempotency_key: 'avant-la-migration' })
      .where('id', '=', sent.json().id)
      .execute();
    await migrateCustomerKeys(t.database.db);
    expect(await keysOf(sid)).toEqual([
      ['2026-11-21', 'customer:avant-la-migration'],
      ['2026-11-24', `standing-order:${standing.id}:2026-11-24`],
    ]);
    t.setNow(TEST_NOW);
    const retry = await place(sid, 'avant-la-migration');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(sent.json().id);
  });

  it('places one order for 50 requests sent at once with the same key', async () => {
    const { sid } = await verifiedUser(t);
    await putInCart(t, sid, article.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(sid, 'rafale-1')));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await ordersOf(sid)).toHaveLength(1);
  });
});
