import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { BURST, burst, statuses } from '../../test/burst.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { putInCart } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { ORDER_LIMIT } from './orders.service.js';

// The hourly order limit of a customer under a burst: 50 orders sent at once, as a script would, on PostgreSQL
// too, where they run on several connections. TEST_NOW: Friday 20 November 2026; Metz-Centre takes Saturday.

let t: TestApp;
let metz: number;
let articleId: number;
beforeAll(async () => {
  t = await createTestApp();
  metz = (await aShop(t)).id;
  articleId = (await anArticle(t, { saleUnit: 'kg', isOutOfStock: false })).id;
});
afterAll(() => t.close());

const order = (sid: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies: { sid },
    payload: { mode: 'Pickup', shopId: metz, date: '2026-11-21' },
  });

describe(`the hourly order limit under a burst of ${BURST} on ${TEST_ENGINE}`, () => {
  it('lets 30 order attempts through, one of them placing the cart, and refuses the other 20', async () => {
    expect(ORDER_LIMIT.max).toBe(30);
    const { sid } = await verifiedUser(t);
    await putInCart(t, sid, articleId);
    const answers = await burst(() => order(sid));
    // One cart makes one order; the other attempts counted find it empty.
    expect(statuses(answers)).toEqual({ 201: 1, 400: ORDER_LIMIT.max - 1, 429: BURST - ORDER_LIMIT.max });
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json().detail).toBe(ORDER_LIMIT.message);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    // The hour is spent: a full cart waits too.
    await putInCart(t, sid, articleId);
    expect((await order(sid)).statusCode).toBe(429);
    const placed = await t.app.inject({ url: '/api/orders?PageSize=100', cookies: { sid } });
    expect(placed.json().totalCount).toBe(1);
  });
});
