import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { type CardOrders, startTitresShop } from '../../test/card-orders.js';
import { putInCart } from '../../test/people-helpers.js';
import { TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Titres-restaurant online (issue 41, ADR 073): the eligible lines, at most 25 € a day per customer across
// their orders for that day, never on a Sunday nor a bank holiday; the demo provider debits them once the
// customer pays them on its page (meal-voucher-page.test.ts) and a cancel gives them back once. The card pays
// the rest.

let t: TestApp;
let adminSid: string;
let card: CardOrders;
let day: string;
const cents = (euros: number) => Math.round(euros * 100);

beforeAll(async () => {
  ({ t, adminSid, card, day } = await startTitresShop());
});
afterAll(() => t.close());

async function placeWithVouchers(sid: string, date = day) {
  await putInCart(t, sid, card.kgArticle, 1);
  return t.call('POST /api/orders', {
    cookies: { sid },
    body: { mode: 'Pickup', shopId: card.shop, date, paymentMethod: 'meal_voucher' },
  });
}

/** « Payer » on the titres' page the placing answer leads to: the titres debited, the card's page opened. */
async function payTitres(checkoutUrl: string | null) {
  const paid = await card.onPage(checkoutUrl, 'payer');
  expect(paid.statusCode, paid.body).toBe(303);
  return paid.headers.location as string;
}

describe(`titres-restaurant online on ${TEST_ENGINE}`, () => {
  it('is offered beside the card on the shop’s days, and says the split of the cart', async () => {
    const { sid } = await verifiedUser(t);
    const slots = await t.call('GET /api/orders/slots', {
      query: { mode: 'Pickup', shopId: card.shop },
      cookies: { sid },
    });
    const offered = slots.answer.slots.find((s) => s.date === day);
    expect(offered?.paymentMethods).toEqual(['counter', 'online', 'meal_voucher']);
    await putInCart(t, sid, card.kgArticle, 1.5);
    const split = await t.call('GET /api/orders/meal-voucher-split', { query: { date: day }, cookies: { sid } });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.answer).toEqual({ eligible: 30, voucher: 25, usedToday: 0, refusal: null, message: null });
  });

  it('takes at most 25 € a day across two orders of one customer, then refuses in French', async () => {
    const { sid } = await verifiedUser(t);
    const first = await placeWithVouchers(sid);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.answer.payment).toMatchObject({
      method: 'online',
      mealVoucher: { amount: 20, status: 'awaiting_customer' },
    });
    // Awaiting the customer's answer, the first order's 20 € are already counted.
    const second = await placeWithVouchers(sid);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.answer.payment.mealVoucher).toMatchObject({ amount: 5, status: 'awaiting_customer' });
    await payTitres(first.answer.payment.checkoutUrl);
    await payTitres(second.answer.payment.checkoutUrl);
    const paid = await card.payment(sid, second.answer.id);
    expect(paid.mealVoucher).toMatchObject({ amount: 5, status: 'captured' });
    // The card holds the rest with the weighing's tolerance: 15 € and 10 % of the weighed 20 €, to the euro.
    expect(cents(paid.heldAmount)).toBe(1700);
    await putInCart(t, sid, card.kgArticle, 1);
    const split = await t.call('GET /api/orders/meal-voucher-split', { query: { date: day }, cookies: { sid } });
    expect(split.answer).toMatchObject({ usedToday: 25, voucher: 0, refusal: 'cap_reached' });
    const third = await placeWithVouchers(sid);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({
      code: 'MEAL_VOUCHER_REFUSED',
      detail: expect.stringContaining('déjà utilisé 25\u00a0€'),
    });
  });

  it('refuses them on a Sunday and on a bank holiday, with the law’s sentence, and writes nothing', async () => {
    const { sid } = await verifiedUser(t);
    const orders = async () => (await t.database.db.selectFrom('customer_order').select('id').execute()).length;
    const before = await orders();
    for (const date of ['2026-11-22', '2026-12-25']) {
      const res = await placeWithVouchers(sid, date);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'MEAL_VOUCHER_REFUSED',
        detail: 'Les titres-restaurant ne sont pas acceptés le dimanche et les jours fériés.',
      });
    }
    expect(await orders()).toBe(before);
  });

  it('gives the titres back once when the order is cancelled', async () => {
    const { sid } = await verifiedUser(t);
    const placed = await placeWithVouchers(sid);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.answer.id;
    await payTitres(placed.answer.payment.checkoutUrl);
    const cancel = await t.call('POST /api/admin/orders/{id}/status', {
      params: { id },
      body: { status: 'Cancelled', reason: 'Rupture de stock' },
      cookies: { sid: adminSid },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.effects.runDue();
    await t.app.effects.runDue();
    const payment = await card.payment(sid, id);
    expect(payment.mealVoucher).toEqual({ amount: 20, refundedAmount: 20, status: 'refunded' });
    const row = await t.database.db
      .selectFrom('meal_voucher_payment')
      .select('provider_ref')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    const debit = await t.app.payments.mealVouchers?.read(row.provider_ref ?? '');
    expect(debit).toEqual({ debitedCents: 2000, refundedCents: 2000 });
    const refunds = await t.database.db
      .selectFrom('order_effect')
      .select('status')
      .where('order_id', '=', id)
      .where('kind', '=', 'voucher_refund')
      .execute();
    expect(refunds).toEqual([{ status: 'done' }]);
    // What went back is the customer's again for that day.
    const split = await t.call('GET /api/orders/meal-voucher-split', { query: { date: day }, cookies: { sid } });
    expect(split.answer.usedToday).toBe(0);
  });

  it('keeps the titres’ part fixed at checkout; weighed under it, the difference goes back to them', async () => {
    const { sid } = await verifiedUser(t);
    const placed = await placeWithVouchers(sid);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.answer.id;
    await card.onPage(await payTitres(placed.answer.payment.checkoutUrl), 'autoriser');
    await card.payment(sid, id);
    // 0,92 kg at 20 €: 18,40 € of eligible meat, under the titres' 20 €: 1,60 € back to them, nothing for the card.
    const ready = await card.weighAndReady(id, 0.92);
    expect(ready.statusCode, ready.body).toBe(200);
    await t.app.effects.runDue();
    const payment = await card.payment(sid, id);
    expect(payment.mealVoucher).toEqual({ amount: 20, refundedAmount: 1.6, status: 'captured' });
    expect(payment.capturedAmount).toBe(0);
    expect(payment.dueAmount).toBe(0);
  });
});
