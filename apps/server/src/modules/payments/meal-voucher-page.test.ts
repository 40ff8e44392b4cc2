import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { type CardOrders, startTitresShop } from '../../test/card-orders.js';
import { putInCart } from '../../test/people-helpers.js';
import { TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { runPaymentSchedule } from '../orders/order-payments.js';

// The titres-restaurant provider's own page before the card's (issue 41, ADR 073): placed with titres, an order
// sends its customer to `/paiement-titres/{token}` first; « Payer » debits the titres once and opens the card's
// page for the rest, « Refuser » debits nothing and the card holds the whole order; never answered, the unpaid
// order's expiry cancels it and the titres count for nothing.

let t: TestApp;
let card: CardOrders;
let day: string;
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euros = (amount: number) => EUROS.format(amount);

beforeAll(async () => {
  ({ t, card, day } = await startTitresShop());
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

/** A new customer's order of 1,5 kg paid with titres: its answer. */
async function placeWithVouchers() {
  const { sid } = await verifiedUser(t);
  await putInCart(t, sid, card.kgArticle, 1.5);
  const res = await t.call('POST /api/orders', {
    cookies: { sid },
    body: { mode: 'Pickup', shopId: card.shop, date: day, paymentMethod: 'meal_voucher' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { sid, order: res.answer, path: new URL(res.answer.payment.checkoutUrl ?? '').pathname };
}

const answer = (path: string, action: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `action=${action}`,
  });

/** The titres' debits the demo provider made for an order: its `voucher_debit` effects' objects. */
async function debitsOf(orderId: number) {
  const db = t.database.db;
  const effects = await db
    .selectFrom('order_effect')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'voucher_debit')
    .execute();
  if (effects.length === 0) return [];
  return db
    .selectFrom('demo_payment_object')
    .select('body')
    .where('kind', '=', 'meal_voucher_debit')
    .where(
      'id',
      'in',
      effects.map((e) => `mvd_effect:${e.id}`),
    )
    .execute();
}

const cardPageOpened = async (orderId: number) =>
  (
    await t.database.db
      .selectFrom('order_payment')
      .select('checkout_session_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).checkout_session_id;

describe(`the titres-restaurant page on ${TEST_ENGINE}`, () => {
  it('comes before the card: the order, the titres’ part and the card’s rest, never cached, told to no other site', async () => {
    const { sid, order, path } = await placeWithVouchers();
    expect(order.payment).toMatchObject({
      method: 'online',
      status: 'awaiting_authorization',
      mealVoucher: { amount: 25, refundedAmount: 0, status: 'awaiting_customer' },
    });
    expect(path).toMatch(/^\/paiement-titres\/[\w-]{32}$/);
    // The card's page waits for the titres' answer: its hold depends on it.
    expect(await cardPageOpened(order.id)).toBeNull();

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('<h1>Titre-restaurant de démonstration</h1>');
    expect(page.body).toContain(`Commande n°\u00a0${order.number}`);
    expect(page.body).toContain(`Part en titres-restaurant\u00a0:</dt>\n<dd class="voucher">${euros(25)}</dd>`);
    expect(page.body).toContain(`Reste par carte\u00a0:</dt>\n<dd>${euros(5)}</dd>`);
    expect(page.body).toContain(`value="payer">Payer ${euros(25)} en titres-restaurant</button>`);
    expect(page.body).toContain('value="refuser">Refuser</button>');

    // « Payer maintenant » on the order's page leads back to the titres' page, no card's page opened.
    const retried = await t.call('POST /api/orders/{id}/payment/retry', { params: { id: order.id }, cookies: { sid } });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.answer.checkoutUrl).toBe(order.payment.checkoutUrl);
    expect(await cardPageOpened(order.id)).toBeNull();
  });

  it('« Payer » debits the titres once, however often it is sent, and the card holds the rest only', async () => {
    const { sid, order, path } = await placeWithVouchers();
    const [first, second] = await Promise.all([answer(path, 'payer'), answer(path, 'payer')]);
    expect(first.statusCode, first.body).toBe(303);
    expect(second.statusCode, second.body).toBe(303);
    const cardPage = first.headers.location as string;
    expect(cardPage).toMatch(/\/paiement-demo\/cs_test_\w+$/);
    expect(second.headers.location).toBe(cardPage);
    // A late « Refuser » changes nothing either.
    expect((await answer(path, 'refuser')).headers.location).toBe(cardPage);

    const debits = await debitsOf(order.id);
    expect(debits.map((d) => JSON.parse(d.body).amount)).toEqual([2500]);
    const payment = await card.payment(sid, order.id);
    // The rest, 5 €, and 10 % of the weighed 30 €, to the euro.
    expect(payment).toMatchObject({
      status: 'awaiting_authorization',
      heldAmount: 8,
      checkoutUrl: cardPage,
      mealVoucher: { amount: 25, refundedAmount: 0, status: 'captured' },
    });
    expect((await t.app.inject({ url: new URL(cardPage).pathname })).body).toContain(euros(8));
    await card.onPage(cardPage, 'autoriser');
    expect(await card.payment(sid, order.id)).toMatchObject({ status: 'authorized', heldAmount: 8 });
    const after = await t.app.inject({ url: path });
    expect(after.body).toContain(`Vos titres-restaurant paient ${euros(25)} de cette commande.`);
    expect(after.body).not.toContain('<form');
  });

  it('« Refuser » debits nothing, the card holds the whole order, and the day’s 25 € are free again', async () => {
    const { sid, order, path } = await placeWithVouchers();
    const refused = await answer(path, 'refuser');
    expect(refused.statusCode, refused.body).toBe(303);
    expect(refused.headers.location).toMatch(/\/paiement-demo\/cs_test_\w+$/);
    expect(await debitsOf(order.id)).toEqual([]);
    const payment = await card.payment(sid, order.id);
    // The whole 30 € and 10 % of it.
    expect(payment).toMatchObject({
      status: 'awaiting_authorization',
      heldAmount: 33,
      mealVoucher: { amount: 25, status: 'declined' },
    });
    await putInCart(t, sid, card.kgArticle, 1);
    const split = await t.call('GET /api/orders/meal-voucher-split', { query: { date: day }, cookies: { sid } });
    expect(split.answer).toMatchObject({ usedToday: 0, voucher: 20, refusal: null });
    expect((await answer(path, 'payer')).headers.location).toBe(refused.headers.location);
    expect(await debitsOf(order.id)).toEqual([]);
    expect((await t.app.inject({ url: path })).body).toContain(
      `Titres-restaurant refusés\u00a0: la carte paie toute la commande, ${euros(30)}.`,
    );
  });

  it('refuses another site’s answer, and knows no other page; nothing changes', async () => {
    const { sid, order, path } = await placeWithVouchers();
    const forged: Record<string, string>[] = [
      { origin: 'https://autre-site.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const res = await answer(path, 'payer', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Cette requête doit venir de la page de paiement elle-même.');
    }
    const unknown = `/paiement-titres/${'x'.repeat(32)}`;
    expect((await t.app.inject({ url: unknown })).statusCode).toBe(404);
    const posted = await answer(unknown, 'payer');
    expect(posted.statusCode).toBe(404);
    expect(posted.json().detail).toBe('Cette page de paiement n’existe pas.');
    const odd = await answer(path, 'offrir');
    expect(odd.statusCode).toBe(400);
    expect(await debitsOf(order.id)).toEqual([]);
    expect((await card.payment(sid, order.id)).mealVoucher?.status).toBe('awaiting_customer');
  });

  it('never answered, the order is cancelled by the unpaid expiry and its titres count for nothing', async () => {
    const { sid, order, path } = await placeWithVouchers();
    t.advance(16 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: false });
    const cancelled = await card.order(sid, order.id);
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancelReason: 'paiement non autorisé' });
    expect(cancelled.payment.mealVoucher?.status).toBe('abandoned');
    const split = await t.call('GET /api/orders/meal-voucher-split', { query: { date: day }, cookies: { sid } });
    expect(split.answer.usedToday).toBe(0);
    expect((await t.app.inject({ url: path })).body).toContain(
      'Cette commande est annulée\u00a0: rien n’a été débité de vos titres-restaurant.',
    );
    expect((await answer(path, 'payer')).statusCode).toBe(303);
    expect(await debitsOf(order.id)).toEqual([]);
  });

  it('paid in titres, then the card never authorised: the expiry cancels the order and the titres go back', async () => {
    const { sid, order, path } = await placeWithVouchers();
    t.advance(10 * 60_000);
    expect((await answer(path, 'payer')).statusCode).toBe(303);
    // The card's window counts from the answer: 10 minutes on, the order still waits for it.
    t.advance(10 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: false });
    expect((await card.order(sid, order.id)).status).toBe('Pending');
    t.advance(6 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: false });
    await t.app.effects.runDue();
    const cancelled = await card.order(sid, order.id);
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.payment.mealVoucher).toEqual({ amount: 25, refundedAmount: 25, status: 'refunded' });
    const [debit] = await debitsOf(order.id);
    expect(JSON.parse(debit?.body ?? '{}')).toMatchObject({ amount: 2500, refunded: 2500 });
  });
});
