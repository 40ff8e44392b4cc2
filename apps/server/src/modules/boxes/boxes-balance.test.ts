import type { Article, Lot } from '@boucherie/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { type CardOrders, startCardShop } from '../../test/card-orders.js';
import { anArticle, putInCart } from '../../test/fixtures.js';
import { GENISSE } from '../../test/lot-examples.js';
import { pdfText } from '../../test/pdf-text.js';
import { moveOrder } from '../../test/people-helpers.js';
import type { TestApp } from '../../test/test-app.js';
import { TEST_ENGINE } from '../../test/test-app.js';
import { orderInvoices } from '../invoices/invoice-test-helpers.js';
import { runPaymentSchedule } from '../orders/order-payments.js';
import type { PaymentProvider } from '../payments/payment-provider.js';

// Issue 40, ADR 074: a box's balance is taken by card at weighing. The deposit's page keeps the card; at
// « prête » the box's weighed price less its deposit is charged on it (once, whatever happens twice), a lighter
// box gives the difference back, and a card that refuses leaves the balance due at the shop. Through the
// project's Stripe stand-in (ADR 049).

let t: TestApp;
let admin: string;
let card: CardOrders;
let colis: Article;
let lot: Lot;
let date: string;
let realProvider: () => Promise<PaymentProvider | null>;
let realRunOrder: TestApp['app']['effects']['runOrder'];

// 5 kg at 18,90 €/kg, 30 % deposit: 94,50 € nominal, 28,35 € deposit.
const BOX = { boxCount: 20, nominalWeightGrams: 5000, pricePerKgCents: 1890, depositPercent: 30 };

beforeAll(async () => {
  ({ t, adminSid: admin, card } = await startCardShop({ config: { RATE_LIMITS: false } }));
  realProvider = t.app.payments.provider;
  realRunOrder = t.app.effects.runOrder;
  colis = await anArticle(t, { saleUnit: 'piece', isOutOfStock: false, discountIsActive: false });
  lot = (await t.call('POST /api/admin/lots', { cookies: { sid: admin }, body: GENISSE })).answer;
  const { sid } = await verifiedUser(t);
  [date] = (await card.slotDates(sid)) as [string];
  const res = await t.call('PUT /api/admin/articles/{id}/box', {
    params: { id: colis.id },
    body: { ...BOX, lotId: lot.id, distributionDate: date, shopId: card.shop },
    cookies: { sid: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());
afterEach(() => {
  t.app.payments.provider = realProvider;
  t.app.effects.runOrder = realRunOrder;
});

/** A customer orders a box by card and pays its deposit on the page (« carte-refusee »: a card refused later). */
async function aBoxOrder(action: 'autoriser' | 'carte-refusee' = 'autoriser') {
  const { sid } = await verifiedUser(t);
  await putInCart(t, sid, colis.id, 1);
  const placed = await t.call('POST /api/orders', {
    body: { mode: 'Pickup', shopId: card.shop, date, paymentMethod: 'online' },
    cookies: { sid },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.answer.id;
  // The catalogue price is the box's nominal price: the order's total before weighing.
  expect(placed.answer.totalTTC).toBe(94.5);
  const page = await card.payment(sid, id);
  expect(page).toMatchObject({ status: 'awaiting_authorization', heldAmount: 28.35 });
  expect((await card.onPage(page.checkoutUrl, action)).statusCode).toBeLessThan(400);
  await t.app.effects.runOrder(id);
  const paid = await card.order(sid, id);
  expect(paid.payment).toMatchObject({ status: 'captured', capturedAmount: 28.35 });
  expect(paid.payment.box).toMatchObject({ depositAmount: 28.35, balanceState: 'awaiting_weighing' });
  // The deposit's page kept the card for the balance.
  const row = await paymentRow(id);
  expect(row.payment_method_ref).toMatch(/^pm_/);
  expect(row.customer_ref).toMatch(/^cus_/);
  return { sid, id };
}

const atTill = (id: number, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/counter-payments`,
    cookies: { sid: admin },
    payload: { method: 'cash', amount },
  });

const paymentRow = (orderId: number) =>
  t.database.db.selectFrom('order_payment').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

const effectsOf = (orderId: number, kind: 'charge_balance' | 'refund') =>
  t.database.db
    .selectFrom('order_effect')
    .select(['status', 'payload', 'dedupe_key'])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .execute();

/** Weighs the box line at `kg` (sold by the piece, weighed all the same). */
async function weighBox(id: number, kg: number) {
  await moveOrder(t, admin, id, ['Confirmed']);
  const line = (await card.staffOrder(id)).lines[0];
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/lines/${line?.id}`,
    cookies: { sid: admin },
    payload: { weighedQuantity: kg },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ready = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    cookies: { sid: admin },
    payload: { status: 'Ready' },
  });

const handOver = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    cookies: { sid: admin },
    payload: { status: 'Completed' },
  });

/** The balance's own PaymentIntent at the provider. */
async function balanceHold(orderId: number) {
  const row = await paymentRow(orderId);
  return (await realProvider())?.readHold(row.balance_intent_id ?? '');
}

describe(`a box's balance by card at weighing on ${TEST_ENGINE}`, () => {
  it('refuses a box ordered for another day than its distribution, in French, writing nothing', async () => {
    const { sid } = await verifiedUser(t);
    const other = ((await card.slotDates(sid)) as string[]).find((d) => d !== date);
    await putInCart(t, sid, colis.id, 1);
    const before = await t.database.db.selectFrom('customer_order').select('id').execute();
    const placed = await t.call('POST /api/orders', {
      body: { mode: 'Pickup', shopId: card.shop, date: other as string, paymentMethod: 'online' },
      cookies: { sid },
    });
    expect(placed.statusCode, placed.body).toBe(400);
    expect(placed.body).toMatch(/se retire le .*choisissez ce jour et cette boutique/);
    expect(await t.database.db.selectFrom('customer_order').select('id').execute()).toHaveLength(before.length);
  });

  it('a heavier box: deposit + balance make the weighed price, the balance captured once though « prête » is sent twice at once', async () => {
    const { sid, id } = await aBoxOrder();
    const weighed = await weighBox(id, 5.38);
    // 5,38 kg at 18,90 €/kg: 101,68 €, the line priced by weight, not by the piece.
    expect(weighed.lines[0]).toMatchObject({ weighedQuantity: 5.38, lineTotal: 101.68 });
    expect(weighed.totalTTC).toBe(101.68);
    const answers = await Promise.all([ready(id), ready(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await t.app.effects.runDue();
    const charges = await effectsOf(id, 'charge_balance');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'done', dedupe_key: `order:${id}:balance` });
    expect(JSON.parse(charges[0]?.payload ?? '{}')).toEqual({ amountCents: 7333 });
    expect(await balanceHold(id)).toMatchObject({ state: 'captured', capturedCents: 7333 });
    expect(await card.hold(id)).toMatchObject({ state: 'captured', capturedCents: 2835 });
    const order = await card.order(sid, id);
    expect(order.payment).toMatchObject({ status: 'captured', capturedAmount: 101.68, dueAmount: 0 });
    expect(order.payment.box).toEqual({
      depositAmount: 28.35,
      weighedAmount: 101.68,
      balanceAmount: 73.33,
      refundAmount: 0,
      weighed: true,
      balanceState: 'captured',
    });
    // Deposit + balance − refund is the weighed price, the order's total.
    expect(Math.round((28.35 + 73.33) * 100)).toBe(Math.round(order.totalTTC * 100));
    // Paid in full: handed over without anything due; the invoice says how.
    expect((await handOver(id)).statusCode).toBe(200);
    const invoice = (await orderInvoices(t, admin, id)).invoice;
    expect(invoice).toBeTruthy();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice?.id}.pdf`, cookies: { sid } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Colis : Acompte 28,35 € + solde 73,33 € = 101,68 €');
    // The box's line in kilograms at its price per kg, so that quantity × price is its total.
    expect(text).toContain('5,38 kg');
    expect(text).toContain('18,90 €');
    expect(text).not.toContain('pièces');
    expect(text).toContain('Payée par carte le');
    expect(text).toContain(': 101,68 €');
  });

  it('a box lighter than its deposit: the difference refunded once, nothing charged', async () => {
    const { sid, id } = await aBoxOrder();
    // 1,2 kg at 18,90 €/kg: 22,68 €, 5,67 € under the deposit.
    await weighBox(id, 1.2);
    const answers = await Promise.all([ready(id), ready(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await t.app.effects.runDue();
    await t.app.effects.runDue();
    expect(await effectsOf(id, 'charge_balance')).toHaveLength(0);
    const refunds = await effectsOf(id, 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'done', dedupe_key: `order:${id}:refund:box-lighter` });
    expect(await card.hold(id)).toMatchObject({ capturedCents: 2835, refundedCents: 567 });
    const order = await card.order(sid, id);
    expect(order.payment).toMatchObject({ capturedAmount: 28.35, refundedAmount: 5.67, dueAmount: 0 });
    expect(order.payment.box).toMatchObject({
      weighedAmount: 22.68,
      balanceAmount: 0,
      refundAmount: 5.67,
      balanceState: 'refund',
    });
    expect(order.totalTTC).toBe(22.68);
  });

  it('a card that refuses the balance: it stays due at the shop, and handing over says so', async () => {
    const { sid, id } = await aBoxOrder('carte-refusee');
    await weighBox(id, 5.38);
    // Before « prête » the balance is the card's: the till takes none of it (else paid twice).
    const early = await atTill(id, 73.33);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CAPTURE_PENDING' });
    expect(early.json().detail).toContain('prélevé sur la carte du client');
    expect((await card.staffOrder(id)).payment.counterPayments).toEqual([]);
    expect((await ready(id)).statusCode).toBe(200);
    await t.app.effects.runDue();
    expect((await effectsOf(id, 'charge_balance'))[0]?.status).toBe('done');
    const order = await card.order(sid, id);
    expect(order.payment).toMatchObject({ status: 'captured', capturedAmount: 28.35, dueAmount: 73.33 });
    expect(order.payment.box).toMatchObject({ balanceAmount: 73.33, balanceState: 'due_at_shop' });
    const refused = await handOver(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BALANCE_DUE', dueAmount: 73.33 });
    // The card refused it: now the till takes it.
    expect((await atTill(id, 73.33)).statusCode).toBe(201);
    expect((await handOver(id)).statusCode).toBe(200);
  });

  it('the process dies after « prête » is committed, then inside the capture: the balance is still charged once', async () => {
    const { sid, id } = await aBoxOrder();
    await weighBox(id, 5.38);
    // Died after the commit: the effect is written, not run; handing over waits for it.
    t.app.effects.runOrder = async () => {};
    expect((await ready(id)).statusCode).toBe(200);
    expect((await paymentRow(id)).balance_state).toBe('charging');
    const early = await handOver(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CAPTURE_PENDING');
    // Back up, the run dies inside the provider's capture: the provider took it, the shop never heard.
    t.app.effects.runOrder = realRunOrder;
    const real = (await realProvider()) as PaymentProvider;
    const dying: PaymentProvider = Object.create(real);
    Object.assign(dying, {
      capture: async (...args: Parameters<PaymentProvider['capture']>) => {
        await real.capture(...args);
        throw new Error('killed');
      },
    });
    t.app.payments.provider = async () => dying;
    await runPaymentSchedule(t.app, { reconcile: true });
    expect((await paymentRow(id)).balance_state).toBe('charging');
    // The next run finds the same hold by its key, already captured: recorded, not captured again.
    t.app.payments.provider = realProvider;
    t.advance(10 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: true });
    expect(await balanceHold(id)).toMatchObject({ state: 'captured', capturedCents: 7333 });
    const order = await card.order(sid, id);
    expect(order.payment).toMatchObject({ capturedAmount: 101.68, dueAmount: 0 });
    expect(order.payment.box?.balanceState).toBe('captured');
    const captures = (await card.steps(id)).filter((s) => s.includes('prélevés'));
    expect(captures).toHaveLength(2);
  });
});
