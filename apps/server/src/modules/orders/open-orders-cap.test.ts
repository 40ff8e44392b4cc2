import type { UpdateShopRequest } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockRow } from '../../db/lock-row.js';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, theShops } from '../../test/fixtures.js';
import { moveOrder, putInCart, userIdOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { findUserById } from '../accounts/accounts.repository.js';
import { toViewer } from '../sessions/sessions.js';
import { listShops } from '../shops/shops.service.js';
import { fulfilmentAmong } from './fulfilment.js';
import { type OrderDraft, writeOrder } from './order-writer.js';

// Issue 29, slot hoarding: one customer filled a time window with orders, a pro was refused, then every one of
// them was cancelled for free. A customer holds a few open orders at a shop for one day, no more.

let t: TestApp;
let admin: string;
let metz: { id: number; phone: string };
let montigny: number;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { LOG_LEVEL: 'error' } });
  admin = await loginAs(t, 'admin@example.com');
  const shops = await theShops(t);
  const metzShop = shops.find((s) => s.department === 'METZ-CENTRE');
  metz = { id: metzShop?.id as number, phone: metzShop?.phone as string };
  montigny = shops.find((s) => s.department === 'MONTIGNY')?.id as number;
  articleId = (await anArticle(t, { saleUnit: 'kg' })).id;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is Friday 20 November 2026; both shops take pickup orders for Saturday 21 and Sunday 22.
async function order(sid: string, shopId = metz.id, date = '2026-11-21') {
  await putInCart(t, sid, articleId);
  return t.call('POST /api/orders', { cookies: { sid }, body: { mode: 'Pickup', shopId, date } });
}
async function placed(sid: string, shopId?: number, date?: string) {
  const res = await order(sid, shopId, date);
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}
const ordersOf = async (sid: string) =>
  (await t.call('GET /api/orders', { query: { PageSize: 100 }, cookies: { sid } })).answer.totalCount;
/** Some values below are what the contract refuses, on purpose. */
const patch = (payload: object, sid = admin) =>
  t.call('PATCH /api/admin/shops/{id}', {
    params: { id: metz.id },
    body: payload as UpdateShopRequest,
    cookies: { sid },
  });
const adminShop = async () =>
  (await t.call('GET /api/admin/shops/{id}', { params: { id: metz.id }, cookies: { sid: admin } })).answer;

const REFUSAL = (held: string) =>
  `Vous avez déjà ${held} pour le samedi 21 novembre dans cette boutique\u00a0: c’est le maximum par client et par jour, pour que chacun trouve une place. Pour commander davantage ce jour-là, appelez la boutique au ${metz.phone}.`;

describe(`open orders per customer, shop and day on ${TEST_ENGINE}`, () => {
  it('refuses a third open order for the same shop and day with a French 400, and writes nothing', async () => {
    const { sid } = await verifiedUser(t);
    await placed(sid);
    await placed(sid);
    const refused = await order(sid);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.Date).toEqual([REFUSAL('2 commandes en cours')]);
    expect(await ordersOf(sid)).toBe(2);
    // The cart is kept: the customer may choose another day or shop.
    const cart = await t.app.inject({ url: '/api/carts', cookies: { sid } });
    expect(cart.json().items).toHaveLength(1);
    // Another day, another shop, another customer: each has its own count.
    await placed(sid, metz.id, '2026-11-22');
    await placed(sid, montigny);
    await placed((await verifiedUser(t)).sid);
  });

  it('counts neither cancelled nor handed-over orders', async () => {
    const { sid } = await verifiedUser(t);
    const first = await placed(sid);
    const second = await placed(sid);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${first.id}/cancel`, cookies: { sid } })).statusCode,
    ).toBe(200);
    const third = await placed(sid);
    await t.database.db
      .updateTable('order_line')
      .set({ weighed_grams: 1000 })
      .where('order_id', '=', second.id)
      .execute();
    await moveOrder(t, admin, second.id, ['Confirmed', 'Ready', 'Completed']);
    await placed(sid);
    expect((await order(sid)).statusCode).toBe(400);
    expect(third.status).toBe('Pending');
  });

  it('holds under a burst: ten orders of one customer written at once under the shop’s lock, two placed', async () => {
    const { user } = await verifiedUser(t);
    const viewer = toViewer(
      (await findUserById(t.app.db, await userIdOf(t, user.email))) as Parameters<typeof toViewer>[0],
    );
    const { shops } = await listShops(t.app.db, '2026-11-20');
    const draft: OrderDraft = {
      viewer,
      fulfilment: fulfilmentAmong(shops, 'Pickup', metz.id, undefined),
      mode: 'Pickup',
      date: '2026-11-21',
      basis: 'TTC',
      company: null,
      timeWindowId: undefined,
      address: undefined,
      comment: null,
      deliveryInstructions: null,
      idempotencyKey: null,
      lines: [{ article_id: articleId, designation: 'Burst', quantity_hundredths: 100, preparation_note: null }],
    };
    // The shop's lock alone, as commitOrder asks of its callers (a cart order and a standing order also hold
    // the customer's): the count must be right without it.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.app.db.transaction().execute(async (trx) => {
          await lockRow(trx, 'shop', metz.id);
          return writeOrder(trx, t.now(), draft);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ code: 'OPEN_ORDERS_CAP', message: REFUSAL('2 commandes en cours') });
    }
  });

  it('is the owner’s setting, 2 by default, shown with the shop and recorded in the journal', async () => {
    expect((await adminShop()).openOrdersPerCustomerPerDay).toBe(2);
    const staff = await loginAs(t, 'staff@example.com');
    expect((await patch({ openOrdersPerCustomerPerDay: 3 }, staff)).statusCode).toBe(403);

    const res = await patch({ openOrdersPerCustomerPerDay: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.openOrdersPerCustomerPerDay).toBe(3);
    expect((await adminShop()).openOrdersPerCustomerPerDay).toBe(3);
    const journal = (
      await t.call('GET /api/admin/journal', { query: { kind: 'shop.update' }, cookies: { sid: admin } })
    ).answer;
    expect(journal.items[0]?.summary).toContain('openOrdersPerCustomerPerDay');
    try {
      const { sid } = await verifiedUser(t);
      for (let i = 0; i < 3; i++) await placed(sid);
      const refused = await order(sid);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(REFUSAL('3 commandes en cours'));

      expect((await patch({ openOrdersPerCustomerPerDay: 1 })).statusCode).toBe(200);
      const single = (await verifiedUser(t)).sid;
      await placed(single);
      expect((await order(single)).json().detail).toBe(REFUSAL('une commande en cours'));
    } finally {
      expect((await patch({ openOrdersPerCustomerPerDay: 2 })).statusCode).toBe(200);
    }
  });

  it('refuses a bad setting with a French 400 and keeps the one in force', async () => {
    for (const [value, message] of [
      [0, 'Le nombre de commandes en cours par client et par jour doit être d’au moins 1.'],
      [51, 'Le nombre de commandes en cours par client et par jour ne peut pas dépasser 50.'],
      [1.5, 'Indiquez le nombre de commandes en cours par client et par jour (un nombre entier).'],
      ['deux', 'Indiquez le nombre de commandes en cours par client et par jour (un nombre entier).'],
    ] as const) {
      const res = await patch({ openOrdersPerCustomerPerDay: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.OpenOrdersPerCustomerPerDay).toEqual([message]);
    }
    expect((await adminShop()).openOrdersPerCustomerPerDay).toBe(2);
  });
});
