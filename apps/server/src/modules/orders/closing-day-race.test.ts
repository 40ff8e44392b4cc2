import { PlaceOrderRequest, parisDate } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { aShop } from '../../test/fixtures.js';
import { putInCart, userIdOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { findUserById } from '../accounts/accounts.repository.js';
import { noCardPayments } from '../payments/index.js';
import { toViewer } from '../sessions/sessions.js';
import { type OrderDeps, orderDepsOf } from './order-deps.js';
import { placeOrder } from './orders.service.js';

// Issue 29: the owner closes a day while an order for it is on its way. The order checked the closing days of
// the shops it read at its arrival; the closing refuses a day that has orders. Without a second look under the
// shop's lock, both went through: a closed day with an order.

let t: TestApp;
let admin: string;
let metz: number;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { LOG_LEVEL: 'error' } });
  admin = await loginAs(t, 'admin@example.com');
  metz = (await aShop(t)).id;
  articleId = (await t.app.inject('/api/articles?PageSize=100'))
    .json()
    .items.find((a: { saleUnit: string }) => a.saleUnit === 'kg').id;
});
afterAll(() => t.close());

describe(`an order for a day the owner closes meanwhile, on ${TEST_ENGINE}`, () => {
  it('is refused under the shop’s lock, and the day stays closed without an order', async () => {
    const { sid, user } = await verifiedUser(t);
    await putInCart(t, sid, articleId);
    const viewer = toViewer(
      (await findUserById(t.app.db, await userIdOf(t, user.email))) as Parameters<typeof toViewer>[0],
    );
    // The order's request arrives and reads the shops, Saturday 21 open...
    const atArrival = await t.app.shops.read(parisDate(t.now()), t.app.cacheVersions.arrive());
    // ...then the owner closes Saturday 21, which has no order yet...
    const closing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${metz}/closing-days`,
      cookies: { sid: admin },
      payload: { date: '2026-11-21', reason: 'Inventaire' },
    });
    expect(closing.statusCode, closing.body).toBe(200);
    // ...and the order goes on with the shops it read.
    const asker = { viewer, favourites: null, now: t.now(), arrival: t.app.cacheVersions.arrive() };
    const deps: OrderDeps = {
      ...orderDepsOf(t.app, asker, t.app.log),
      rateLimits: false,
      // Paid at the shop: the refusal comes before any card's page.
      payments: noCardPayments,
      shops: async () => atArrival,
    };
    const input = PlaceOrderRequest.parse({ mode: 'Pickup', shopId: metz, date: '2026-11-21' });
    await expect(placeOrder(deps, viewer, input, null)).rejects.toMatchObject({
      code: 'SHOP_CLOSED',
      fieldErrors: { Date: ['La boutique est fermée ce jour-là. Choisissez une autre date.'] },
    });
    const orders = (await t.call('GET /api/orders', { cookies: { sid } })).answer;
    expect(orders.items).toEqual([]);
    // The cart is kept for another day.
    expect((await t.app.inject({ url: '/api/carts', cookies: { sid } })).json().items).toHaveLength(1);
  });
});
