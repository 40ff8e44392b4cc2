import type { Article, Lot } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { type CardOrders, startCardShop } from '../../test/card-orders.js';
import { anArticle, putInCart } from '../../test/fixtures.js';
import { GENISSE } from '../../test/lot-examples.js';
import { moveOrder } from '../../test/people-helpers.js';
import type { TestApp } from '../../test/test-app.js';
import { TEST_ENGINE } from '../../test/test-app.js';

// Issue 40, ADR 074: cancelling an animal gives back on the card what each box's order paid, once, even when
// the owner asks twice at once. Paid by card through the project's Stripe stand-in (ADR 049).

let t: TestApp;
let admin: string;
let card: CardOrders;
let colis: Article;
let lot: Lot;
let date: string;

beforeAll(async () => {
  ({ t, adminSid: admin, card } = await startCardShop({ config: { RATE_LIMITS: false } }));
  colis = await anArticle(t, { saleUnit: 'piece', isOutOfStock: false, discountIsActive: false });
  lot = (await t.call('POST /api/admin/lots', { cookies: { sid: admin }, body: GENISSE })).answer;
  const { sid } = await verifiedUser(t);
  [date] = (await card.slotDates(sid)) as [string];
  const body = {
    lotId: lot.id,
    boxCount: 4,
    nominalWeightGrams: 5000,
    pricePerKgCents: 1890,
    distributionDate: date,
    shopId: card.shop,
    depositPercent: 30,
  };
  const res = await t.call('PUT /api/admin/articles/{id}/box', {
    params: { id: colis.id },
    body,
    cookies: { sid: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

/** A customer orders a box by card, authorises it, and the shop captures it at « prête ». */
async function aPaidBox() {
  const { sid } = await verifiedUser(t);
  await putInCart(t, sid, colis.id, 1);
  const placed = await t.call('POST /api/orders', {
    body: { mode: 'Pickup', shopId: card.shop, date, paymentMethod: 'online' },
    cookies: { sid },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.answer.id;
  expect((await card.onPage((await card.payment(sid, id)).checkoutUrl, 'autoriser')).statusCode).toBeLessThan(400);
  await moveOrder(t, admin, id, ['Confirmed', 'Ready']);
  const paid = await card.payment(sid, id);
  expect(paid.status).toBe('captured');
  return { sid, id, capturedCents: Math.round((paid.capturedAmount ?? 0) * 100) };
}

describe(`cancelling an animal refunds its boxes on ${TEST_ENGINE}`, () => {
  it('refunds what every box order paid, once, asked twice at once', async () => {
    const paid = [await aPaidBox(), await aPaidBox()];
    expect(paid.every((p) => p.capturedCents > 0)).toBe(true);
    const cancel = () =>
      t.call('POST /api/admin/lots/{id}/boxes/cancel', {
        params: { id: lot.id },
        body: { reason: 'la génisse s’est blessée au pré' },
        cookies: { sid: admin },
      });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.answer.cancelledOrders).sort()).toEqual([0, 2]);
    await t.app.effects.runDue();
    for (const p of paid) {
      const refunds = await t.app.db
        .selectFrom('order_effect')
        .select(['status', 'payload'])
        .where('order_id', '=', p.id)
        .where('kind', '=', 'refund')
        .execute();
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.status).toBe('done');
      expect(await card.hold(p.id)).toMatchObject({ refundedCents: p.capturedCents });
      const payment = await card.payment(p.sid, p.id);
      expect(payment.status).toBe('refunded');
      const told = await t.app.db
        .selectFrom('order_effect')
        .select('dedupe_key')
        .where('order_id', '=', p.id)
        .where('kind', '=', 'tell')
        .execute();
      expect(told.map((e) => e.dedupe_key)).toEqual(
        expect.arrayContaining([`order:${p.id}:tell:cancelled`, `order:${p.id}:tell:refunded:animal-cancelled`]),
      );
    }
  });
});
