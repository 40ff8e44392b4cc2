import type { OrderPayment, PlaceOrderRequest } from '@boucherie/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { burst } from '../../test/burst.js';
import { cardShop } from '../../test/card-orders.js';
import { pdfText } from '../../test/pdf-text.js';
import { journalOf, moveOrder, putInCart, shopId } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { smsText } from '../messages/sms-text.js';
import { runPaymentSchedule } from './order-payments.js';

// Paying online for meat sold by weight (issue 32, ADR 049), through the real Stripe SDK against the
// project's Stripe stand-in, on both engines. TEST_NOW is Friday 20 November 2026, 10:00 in Paris.

let t: TestApp;
let adminSid: string;
let metz: number;
let kgArticle: number;
let card: Awaited<ReturnType<typeof cardShop>>;

beforeAll(async () => {
  t = await createTestApp();
  adminSid = await loginAs(t, 'admin@example.com');
  card = await cardShop(t, adminSid);
  metz = card.shop;
  kgArticle = card.kgArticle;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

async function orderOnline(sid: string, options: { date?: string; method?: string } = {}) {
  await putInCart(t, sid, kgArticle);
  const date = options.date ?? (await card.slotDates(sid))[0];
  // An unknown method is refused by the contract on purpose: the body is cast.
  const body = { mode: 'Pickup', shopId: metz, date, paymentMethod: options.method ?? 'online' } as PlaceOrderRequest;
  return t.call('POST /api/orders', { cookies: { sid }, body });
}

const placed = (sid: string, options: { date?: string } = {}) => card.place(sid, options.date);
const slotDates = (sid: string) => card.slotDates(sid);
const onPage = (checkoutUrl: string | null, action: string) => card.onPage(checkoutUrl, action);
const paymentOf = (sid: string, id: number) => card.payment(sid, id);
const adminOrder = (id: number) => card.staffOrder(id);
const holdOf = (orderId: number) => card.hold(orderId);
const labelText = async (id: number) => {
  const label = await t.app.inject({ url: `/api/admin/orders/${id}/label.pdf`, cookies: { sid: adminSid } });
  return pdfText(label.rawPayload)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
};
const paymentSteps = (id: number) => card.steps(id);

describe(`online payment on ${TEST_ENGINE}`, () => {
  it('holds the estimate plus the tolerance, then captures exactly the weighed amount at « prête »', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placed(sid);
    const estimate = Math.round(order.totalTTC * 100);
    const held = Math.ceil((estimate + Math.round(estimate * 0.1)) / 100);
    expect(order.payment).toEqual<OrderPayment>({
      method: 'online',
      status: 'awaiting_authorization',
      heldAmount: held,
      capturedAmount: 0,
      refundedAmount: 0,
      checkoutUrl: expect.stringMatching(/^http:\/\/localhost:3000\/paiement-demo\/cs_test_\w+$/),
      dueAmount: 0,
      counterPayments: [],
    });
    const page = await t.app.inject({ url: new URL(order.payment.checkoutUrl ?? '').pathname });
    expect(page.body).toContain('Paiement de démonstration');

    const back = await onPage(order.payment.checkoutUrl, 'autoriser');
    expect(back.statusCode).toBe(303);
    // Back to the address the order came in on (inject's Host, localhost:80): no PUBLIC_URL here (issue 45).
    expect(back.headers.location).toBe(`http://localhost:80/order/${order.id}?paiement=retour`);
    expect(await paymentOf(sid, order.id)).toMatchObject({ status: 'authorized', heldAmount: held, checkoutUrl: null });

    // Weighed a little under the kilogram ordered.
    const line = (await adminOrder(order.id)).lines[0];
    const weighed = await t.call('PUT /api/admin/orders/{id}/lines/{lineId}', {
      params: { id: order.id, lineId: line?.id as number },
      cookies: { sid: adminSid },
      body: { weighedQuantity: 0.95 },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const total = weighed.answer.totalTTC;
    await moveOrder(t, adminSid, order.id, ['Confirmed', 'Ready']);

    expect(await paymentOf(sid, order.id)).toMatchObject({ status: 'captured', capturedAmount: total, heldAmount: 0 });
    expect(await holdOf(order.id)).toMatchObject({ state: 'captured', capturedCents: Math.round(total * 100) });
    const label = await labelText(order.id);
    expect(label).toContain(`Payée par carte (${total.toFixed(2).replace('.', ',')} €) : rien à encaisser.`);
    expect(label).not.toContain('à payer');
    const ready = readOutbox(t, 'mail')
      .filter((m) => m.subject?.endsWith('est prête'))
      .at(-1);
    expect(ready?.text).toContain(`Payée par carte\u00a0: ${total.toFixed(2).replace('.', ',')}\u00a0€.`);
    expect(await paymentSteps(order.id)).toEqual([
      `Paiement par carte\u00a0: ${held},00\u00a0€ bloqués.`,
      `Paiement par carte\u00a0: ${total.toFixed(2).replace('.', ',')}\u00a0€ prélevés, le reste débloqué.`,
    ]);
  });

  it('a credit note on an order paid by card refunds its amount on the card, once', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placed(sid);
    await onPage(order.payment.checkoutUrl, 'autoriser');
    await moveOrder(t, adminSid, order.id, ['Confirmed']);
    const line = (await adminOrder(order.id)).lines[0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/lines/${line?.id}`,
      cookies: { sid: adminSid },
      payload: { weighedQuantity: 1 },
    });
    await moveOrder(t, adminSid, order.id, ['Ready', 'Completed']);
    const paid = await paymentOf(sid, order.id);
    expect(paid.status).toBe('captured');
    const pdf = await t.app.inject({ url: `/api/admin/orders/${order.id}/invoice.pdf`, cookies: { sid: adminSid } });
    expect(pdf.statusCode).toBe(200);
    const paidOn = pdfText(pdf.rawPayload)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' ');
    expect(paidOn).toMatch(/Payée par carte le 20\/11\/2026 : \d+,\d{2} €/);
    expect(paidOn).not.toContain('Règlement par virement');
    const invoices = await t.call('GET /api/admin/orders/{id}/invoices', {
      params: { id: order.id },
      cookies: { sid: adminSid },
    });
    const invoice = invoices.answer.invoice as { id: number };
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/credit-notes`,
      cookies: { sid: adminSid },
      payload: { reason: 'Viande trop grasse' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(await paymentOf(sid, order.id)).toMatchObject({ status: 'refunded', refundedAmount: paid.capturedAmount });
    expect(await holdOf(order.id)).toMatchObject({ refundedCents: Math.round(paid.capturedAmount * 100) });
    expect((await paymentSteps(order.id)).at(-1)).toMatch(/^Remboursement par carte\u00a0: /);
    // The owner's figures count it too.
    const stats = await t.call('GET /api/admin/stats', {
      query: { from: order.date, to: order.date },
      cookies: { sid: adminSid },
    });
    const card = stats.answer.card;
    expect(card.orders).toBeGreaterThanOrEqual(1);
    expect(card.capturedTTC).toBeGreaterThanOrEqual(paid.capturedAmount);
    expect(card.refundedTTC).toBeGreaterThanOrEqual(paid.capturedAmount);
    // The accountant's export counts what cards took and gave back.
    const csv = await t.app.inject({
      url: '/api/admin/invoices.csv?from=2026-11-01&to=2026-11-30',
      cookies: { sid: adminSid },
    });
    const cents = Math.round(paid.capturedAmount * 100);
    const amount = (c: number) => String(c / 100).replace('.', ',');
    expect(csv.body).toContain(`Encaissé par carte;;;;;;;;;;;${amount(cents)};carte`);
    expect(csv.body).toContain(`Remboursé par carte;;;;;;;;;;;${amount(-cents)};carte`);
  });

  it('a hold nobody collected is let go after the day, or taken where the owner’s rule says so', async () => {
    const first = await verifiedUser(t);
    const released = await placed(first.sid);
    await onPage(released.payment.checkoutUrl, 'autoriser');
    t.setNow(new Date(`${released.date}T23:30:00.000Z`));
    await runPaymentSchedule(t.app, { reconcile: false });
    expect((await paymentOf(first.sid, released.id)).status).toBe('released');

    t.setNow(TEST_NOW);
    await t.database.db.updateTable('shop').set({ no_show_rule: 'capture' }).where('id', '=', metz).execute();
    const second = await verifiedUser(t);
    const taken = await placed(second.sid);
    await onPage(taken.payment.checkoutUrl, 'autoriser');
    t.setNow(new Date(`${taken.date}T23:30:00.000Z`));
    await runPaymentSchedule(t.app, { reconcile: false });
    await t.database.db.updateTable('shop').set({ no_show_rule: 'release' }).where('id', '=', metz).execute();
    expect(await paymentOf(second.sid, taken.id)).toMatchObject({
      status: 'captured',
      capturedAmount: taken.payment.heldAmount,
    });
  });

  it('checkouts at once for the last places: exactly as many orders hold a place as there are places', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => verifiedUser(t)));
    const date = (await slotDates(customers[0]?.sid ?? ''))[3] as string;
    const booked = await t.database.db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', metz)
      .where('date', '=', date)
      .where('status', '!=', 'Cancelled')
      .executeTakeFirstOrThrow();
    const { daily_capacity: capacity } = await t.database.db
      .selectFrom('shop')
      .select('daily_capacity')
      .where('id', '=', metz)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('shop')
      .set({ daily_capacity: Number(booked.n) + 4 })
      .where('id', '=', metz)
      .execute();
    for (const { sid } of customers) await putInCart(t, sid, kgArticle);
    const answers = await burst(
      (i) =>
        t.call('POST /api/orders', {
          cookies: { sid: customers[i]?.sid ?? '' },
          body: { mode: 'Pickup', shopId: metz, date, paymentMethod: 'online' },
        }),
      customers.length,
    );
    await t.database.db.updateTable('shop').set({ daily_capacity: capacity }).where('id', '=', metz).execute();
    const held = answers.filter((a) => a.statusCode === 201).map((a) => a.answer);
    expect(held).toHaveLength(4);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409 || a.statusCode === 400)).toBe(true);
    expect(new Set(held.map((o) => o.payment.checkoutUrl)).size).toBe(4);
    expect(held.every((o) => o.payment.status === 'awaiting_authorization')).toBe(true);
  });

  it('weighed above the hold, with the customer’s word: the hold is taken, the rest is paid at the shop', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placed(sid);
    await onPage(order.payment.checkoutUrl, 'autoriser');
    const line = (await adminOrder(order.id)).lines[0];
    const weighed = await t.call('PUT /api/admin/orders/{id}/lines/{lineId}', {
      params: { id: order.id, lineId: line?.id as number },
      cookies: { sid: adminSid },
      body: { weighedQuantity: 1.4, confirm: true, agreement: 'phone' },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    await moveOrder(t, adminSid, order.id, ['Confirmed', 'Ready']);
    const payment = await paymentOf(sid, order.id);
    expect(payment).toMatchObject({ status: 'partially_captured', capturedAmount: order.payment.heldAmount });
    const rest = (Math.round(weighed.answer.totalTTC * 100) - payment.capturedAmount * 100) / 100;
    expect(await labelText(order.id)).toContain(
      `Payée par carte ${payment.capturedAmount},00 € : à encaisser ${rest.toFixed(2).replace('.', ',')} €.`,
    );
  });

  it('a refused card is tried again from the order; an abandoned one frees the place after 15 minutes', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placed(sid);
    const refused = await onPage(order.payment.checkoutUrl, 'refuser');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('Paiement refusé');
    expect(await paymentOf(sid, order.id)).toMatchObject({ status: 'failed', checkoutUrl: order.payment.checkoutUrl });

    const retried = await t.call('POST /api/orders/{id}/payment/retry', { params: { id: order.id }, cookies: { sid } });
    expect(retried.statusCode, retried.body).toBe(200);
    const retry = retried.answer;
    expect(retry.checkoutUrl).toMatch(/^http:\/\/localhost:3000\/paiement-demo\/cs_test_/);
    expect(retry.checkoutUrl).not.toBe(order.payment.checkoutUrl);
    // The first page is closed: only the new one can authorise.
    expect((await t.app.inject({ url: new URL(order.payment.checkoutUrl ?? '').pathname })).body).toContain('close');
    await onPage(retry.checkoutUrl, 'autoriser');
    expect((await paymentOf(sid, order.id)).status).toBe('authorized');

    const other = await verifiedUser(t);
    const abandoned = await placed(other.sid);
    t.advance(14 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: false });
    expect((await paymentOf(other.sid, abandoned.id)).status).toBe('awaiting_authorization');
    t.advance(2 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: false });
    const cancelled = (
      await t.call('GET /api/orders/{id}', { params: { id: abandoned.id }, cookies: { sid: other.sid } })
    ).answer;
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancelReason: 'paiement non autorisé' });
    expect(cancelled.payment).toMatchObject({ status: 'failed', checkoutUrl: null });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${abandoned.id}/payment/retry`,
      cookies: { sid: other.sid },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('Le délai pour payer cette commande est passé');
    // The page closed with the order: it can no longer authorise.
    await onPage(abandoned.payment.checkoutUrl, 'autoriser');
    expect((await paymentOf(other.sid, abandoned.id)).status).toBe('failed');
  });

  it('a card order is confirmed to its customer and its shop once the card is held, once; an abandoned one never', async () => {
    const { sid, user } = await verifiedUser(t);
    const order = await placed(sid);
    await t.app.afterResponse.settled();
    const about = (number: string) => (m: { subject?: string }) => m.subject?.includes(`n°\u00a0${number} `) === true;
    const confirmations = () => readOutbox(t, 'mail').filter((m) => m.to === user.email && about(order.number)(m));
    const shopMails = () =>
      readOutbox(t, 'mail').filter((m) => m.subject?.startsWith(`Nouvelle commande n°\u00a0${order.number} `));
    expect(confirmations()).toEqual([]);
    expect(shopMails()).toEqual([]);

    await onPage(order.payment.checkoutUrl, 'autoriser');
    // The customer's return and a late copy of the webhook move nothing again.
    expect((await paymentOf(sid, order.id)).status).toBe('authorized');
    await runPaymentSchedule(t.app, { reconcile: true });
    expect(confirmations()).toHaveLength(1);
    expect(confirmations()[0]?.subject).toContain('enregistrée');
    expect(confirmations()[0]?.text).toContain('Montant bloqué sur votre carte');
    expect(shopMails()).toHaveLength(1);
    expect(readOutbox(t, 'sms').filter((m) => m.to === user.phoneNumber && m.text.includes(order.number))).toHaveLength(
      1,
    );

    const other = await verifiedUser(t);
    const abandoned = await placed(other.sid);
    t.advance(16 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: false });
    expect(readOutbox(t, 'mail').filter((m) => m.to === other.user.email && about(abandoned.number)(m))).toEqual([]);
  });

  it('cancelling releases the hold; « payé au comptoir » releases it and keeps only the fact', async () => {
    const { sid } = await verifiedUser(t);
    const cancelled = await placed(sid);
    await onPage(cancelled.payment.checkoutUrl, 'autoriser');
    // The cutting list's sheet tells the counter there is nothing to collect.
    const list = await t.call('GET /api/admin/preparation', {
      query: { shopId: metz, date: cancelled.date },
      cookies: { sid: adminSid },
    });
    const sheet = list.answer.orders.find((o) => o.id === cancelled.id);
    expect(sheet?.payment).toBe(`Carte bloquée ${cancelled.payment.heldAmount},00\u00a0€\u00a0: rien à encaisser`);
    const res = await t.call('POST /api/orders/{id}/cancel', { params: { id: cancelled.id }, cookies: { sid } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.payment).toMatchObject({ status: 'released', heldAmount: 0 });
    expect(await holdOf(cancelled.id)).toMatchObject({ state: 'released', capturedCents: 0 });

    const other = await verifiedUser(t);
    const counter = await placed(other.sid);
    await onPage(counter.payment.checkoutUrl, 'autoriser');
    const paid = await t.call('POST /api/admin/orders/{id}/payment/paid-at-counter', {
      params: { id: counter.id },
      cookies: { sid: adminSid },
      body: { method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // What the card would have paid is now taken at the till, with its amount (issue 45).
    const total = paid.answer.totalTTC;
    expect(paid.answer.payment).toMatchObject({
      status: 'released',
      capturedAmount: 0,
      dueAmount: 0,
      counterPayments: [{ method: 'cash', amount: total, reversesId: null }],
    });
    expect(await holdOf(counter.id)).toMatchObject({ state: 'released' });
    const euros = `${total.toFixed(2).replace('.', ',')}\u00a0€`;
    expect((await paymentSteps(counter.id)).slice(-2)).toEqual([
      'Payée au comptoir, blocage de la carte levé.',
      `Encaissé au comptoir\u00a0: ${euros} (espèces).`,
    ]);
    // Every step is in the journal too, with who did it (the system for the hold, the owner at the counter).
    const journal = (await journalOf(t, adminSid, 'order.payment')).filter((e) => e.summary.includes(counter.number));
    expect(journal.map((e) => e.summary)).toEqual([
      `Commande ${counter.number}\u00a0: Encaissé au comptoir\u00a0: ${euros} (espèces).`,
      `Commande ${counter.number}\u00a0: Payée au comptoir, blocage de la carte levé.`,
      `Commande ${counter.number}\u00a0: Paiement par carte\u00a0: ${counter.payment.heldAmount},00\u00a0€ bloqués.`,
    ]);
  });

  it('a far day saves the card, holds it off-session at the cut-off; refused, a day to authorise, then at the shop', async () => {
    const { sid, user } = await verifiedUser(t);
    const dates = await slotDates(sid);
    const far = dates.find((d) => d >= '2026-11-28') as string;
    const order = await placed(sid, { date: far });
    expect(order.payment.status).toBe('awaiting_authorization');
    expect((await t.app.inject({ url: new URL(order.payment.checkoutUrl ?? '').pathname })).body).toContain(
      'Authentification 3-D Secure',
    );
    await onPage(order.payment.checkoutUrl, 'autoriser');
    expect(await paymentOf(sid, order.id)).toMatchObject({ status: 'card_saved', checkoutUrl: null });
    // Confirmed once the card is saved, whatever comes after.
    const confirmed = (email: string, number: string) =>
      readOutbox(t, 'mail').filter((m) => m.to === email && m.subject?.includes(`n°\u00a0${number} enregistrée`));
    expect(confirmed(user.email, order.number).map((m) => m.text)).toEqual([
      expect.stringContaining('Carte enregistrée'),
    ]);

    const declining = await verifiedUser(t);
    const refusedOrder = await placed(declining.sid, { date: far });
    await onPage(refusedOrder.payment.checkoutUrl, 'carte-refusee');
    const again = await verifiedUser(t);
    const againOrder = await placed(again.sid, { date: far });
    await onPage(againOrder.payment.checkoutUrl, 'carte-refusee');

    // The cut-off: METZ-CENTRE closes a day's orders at 18:00 the day before.
    const row = await t.database.db
      .selectFrom('order_payment')
      .select('authorize_at')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    t.setNow(new Date(row.authorize_at ?? ''));
    await runPaymentSchedule(t.app, { reconcile: false });
    expect(await paymentOf(sid, order.id)).toMatchObject({
      status: 'authorized',
      heldAmount: order.payment.heldAmount,
    });
    expect(await holdOf(order.id)).toMatchObject({ state: 'held', heldCents: order.payment.heldAmount * 100 });

    const refused = await paymentOf(declining.sid, refusedOrder.id);
    expect(refused.status).toBe('failed');
    expect(refused.checkoutUrl).toMatch(/paiement-demo\/cs_test_/);
    const sms = readOutbox(t, 'sms')
      .filter((m) => m.to === declining.user.phoneNumber)
      .at(-1);
    expect(sms?.text).toContain(smsText(`carte refusée pour la commande n°\u00a0${refusedOrder.number}`));
    expect(sms?.text).toContain(`/order/${refusedOrder.id}`);
    expect(user.email).not.toBe(declining.user.email);
    // Authorised again on the new page: held, and not confirmed a second time.
    await onPage((await paymentOf(again.sid, againOrder.id)).checkoutUrl, 'autoriser');
    expect((await paymentOf(again.sid, againOrder.id)).status).toBe('authorized');
    expect(confirmed(again.user.email, againOrder.number)).toHaveLength(1);
    expect(confirmed(user.email, order.number)).toHaveLength(1);

    t.advance(25 * 3_600_000);
    await runPaymentSchedule(t.app, { reconcile: false });
    const after = (
      await t.call('GET /api/orders/{id}', { params: { id: refusedOrder.id }, cookies: { sid: declining.sid } })
    ).answer;
    expect(after.status).not.toBe('Cancelled');
    expect(after.payment).toMatchObject({ status: 'at_counter', checkoutUrl: null });
  });

  it('a replayed or a late webhook changes nothing twice; a forged one is refused in French', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placed(sid);
    await onPage(order.payment.checkoutUrl, 'autoriser');
    const demo = await t.app.payments.demo();
    const secret = demo?.settings.webhookSecret ?? '';
    const sessionId = new URL(order.payment.checkoutUrl ?? '').pathname.split('/').at(-1);
    const send = (id: string, type: string, object: object, key = secret) => {
      const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
      const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: key });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    };
    const session = { id: sessionId, object: 'checkout.session', metadata: { order_id: String(order.id) } };
    expect((await send('evt_replay_1', 'checkout.session.completed', session)).statusCode).toBe(200);
    expect((await send('evt_replay_1', 'checkout.session.completed', session)).statusCode).toBe(200);
    // A failure told after the authorisation (events come in any order): the provider's truth stands.
    const late = { id: 'pi_unknown', object: 'payment_intent', metadata: { order_id: String(order.id) } };
    expect((await send('evt_late_1', 'payment_intent.payment_failed', late)).statusCode).toBe(200);
    expect((await paymentOf(sid, order.id)).status).toBe('authorized');
    expect((await paymentSteps(order.id)).filter((s) => s.includes('bloqués'))).toHaveLength(1);

    const forged = await send('evt_forged', 'checkout.session.completed', session, 'whsec_other');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors['Stripe-Signature']).toEqual([
      'Signature du prestataire de paiement absente, invalide ou trop ancienne.',
    ]);
  });

  it('the reconciliation repairs a capture the shop made but could not record', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placed(sid);
    await onPage(order.payment.checkoutUrl, 'autoriser');
    const row = await t.database.db
      .selectFrom('order_payment')
      .select('payment_intent_id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    // The provider took the money, and the shop stopped before writing it down.
    const total = Math.round(order.totalTTC * 100);
    await (await t.app.payments.provider())?.capture(row.payment_intent_id ?? '', total, 'crash:capture');
    expect((await paymentOf(sid, order.id)).status).toBe('authorized');
    t.advance(11 * 60_000);
    await runPaymentSchedule(t.app, { reconcile: true });
    expect(await paymentOf(sid, order.id)).toMatchObject({ status: 'captured', capturedAmount: order.totalTTC });
    expect((await paymentSteps(order.id)).at(-1)).toMatch(/prélevés, le reste débloqué\.$/);
  });

  it('the demo page takes its buttons from itself only, never from another site', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placed(sid);
    const forged = await t.app.inject({
      method: 'POST',
      url: new URL(order.payment.checkoutUrl ?? '').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'action=autoriser',
    });
    expect(forged.statusCode).toBe(403);
    expect((await paymentOf(sid, order.id)).status).toBe('awaiting_authorization');
  });

  it('refuses in French what the shop does not offer, and what a particulier cannot choose', async () => {
    const { sid } = await verifiedUser(t);
    const onAccount = await orderOnline(sid, { method: 'on_account' });
    expect(onAccount.statusCode).toBe(400);
    expect(onAccount.json().errors.PaymentMethod).toEqual([
      'Le paiement sur facture est réservé aux professionnels qui ont des conditions de paiement.',
    ]);
    const woippy = await shopId(t, 'WOIPPY');
    await putInCart(t, sid, kgArticle);
    const slots = (
      await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: woippy }, cookies: { sid } })
    ).answer;
    const online = await t.call('POST /api/orders', {
      cookies: { sid },
      body: { mode: 'Pickup', shopId: woippy, date: slots.slots[0]?.date ?? '', paymentMethod: 'online' },
    });
    expect(online.statusCode).toBe(400);
    expect(online.json().errors.PaymentMethod[0]).toContain('Le paiement en ligne n’est pas proposé');
    const unknown = await orderOnline(sid, { method: 'bitcoin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { PaymentMethod: ['Moyen de paiement inconnu (online, meal_voucher, counter ou on_account).'] },
    });
    const rule = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${metz}`,
      cookies: { sid: adminSid },
      payload: { paymentPolicy: 'gratuit', noShowRule: 'garder' },
    });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().errors).toMatchObject({
      PaymentPolicy: ['Règle de paiement inconnue (counter, online_or_counter ou online).'],
      NoShowRule: ['Règle inconnue (release ou capture).'],
    });
    const shop = await t.database.db
      .selectFrom('shop')
      .select(['payment_policy', 'no_show_rule'])
      .where('id', '=', metz)
      .executeTakeFirstOrThrow();
    expect(shop).toEqual({ payment_policy: 'online_or_counter', no_show_rule: 'release' });
    const counter = await orderOnline(sid, { method: 'counter' });
    expect(counter.statusCode, counter.body).toBe(201);
    expect(counter.answer.payment).toMatchObject({ method: 'counter', status: 'at_counter' });
  });
});
