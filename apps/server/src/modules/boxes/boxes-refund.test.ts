import type { Article, Lot } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { type CardOrders, startCardShop } from '../../test/card-orders.js';
import { anArticle, putInCart } from '../../test/fixtures.js';
import { GENISSE } from '../../test/lot-examples.js';
import { moveOrder } from '../../test/people-helpers.js';
import type { TestApp } from '../../test/test-app.js';
import { TEST_ENGINE } from '../../test/test-app.js';

// Issue 40, ADR 074: a box's deposit is captured by card at once, and cancelling the animal gives every deposit
// back on the card (and a balance already taken), once, even when the owner asks twice at once. Paid by card through the project's Stripe stand-in (ADR 049).

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

/** A customer orders a box by card: its deposit is taken at once; the shop weighs it and marks it « prête ». */
async function aPaidBox() {
  const { sid } = await verifiedUser(t);
  await putInCart(t, sid, colis.id, 1);
  const placed = await t.call('POST /api/orders', {
    body: { mode: 'Pickup', shopId: card.shop, date, paymentMethod: 'online' },
    cookies: { sid },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.answer.id;
  const page = await card.payment(sid, id);
  // The deposit alone, asked at once though the day is near: 30 % of 5 kg at 18,90 €/kg.
  expect(page).toMatchObject({ status: 'awaiting_authorization', heldAmount: 28.35 });
  expect((await card.onPage(page.checkoutUrl, 'autoriser')).statusCode).toBeLessThan(400);
  await t.app.effects.runOrder(id);
  // Captured as soon as authorised, not held until « prête ».
  const paid = await card.payment(sid, id);
  expect(paid).toMatchObject({ status: 'captured', capturedAmount: 28.35 });
  expect(await card.hold(id)).toMatchObject({ state: 'captured', capturedCents: 2835 });
  await moveOrder(t, admin, id, ['Confirmed', 'Ready']);
  await t.app.effects.runOrder(id);
  // Marked « prête » unweighed, the box is settled at its nominal price (94,50 €, its catalogue price): the
  // balance (66,15 €) is taken on the card its deposit's page kept (ADR 074).
  const ready = await card.order(sid, id);
  expect(ready.payment).toMatchObject({ status: 'captured', capturedAmount: 94.5, dueAmount: 0 });
  expect(ready.payment.box).toMatchObject({ depositAmount: 28.35, balanceAmount: 66.15, balanceState: 'captured' });
  // The box was cut from its animal: its line names the lot (ADR 067).
  expect(ready.lines[0]?.lot?.code).toBe(lot.code);
  return { sid, id, capturedCents: 9450 };
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
      // Both card payments give back: the deposit's, then the balance's.
      expect(await card.hold(p.id)).toMatchObject({ refundedCents: 2835 });
      const balanceRef = (
        await t.app.db
          .selectFrom('order_payment')
          .select('balance_intent_id')
          .where('order_id', '=', p.id)
          .executeTakeFirstOrThrow()
      ).balance_intent_id;
      expect(await (await card.provider()).readHold(balanceRef ?? '')).toMatchObject({ refundedCents: 6615 });
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
