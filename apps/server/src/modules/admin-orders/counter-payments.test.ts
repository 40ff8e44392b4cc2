import type { BodyInputOf, Endpoints } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { burst, statuses } from '../../test/burst.js';
import { cardShop } from '../../test/card-orders.js';
import { moveOrder, placeOrder } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Money taken at the till (issue 45): through the order's lifecycle, at most what is due, put right by a
// reversing entry, and the order handed over only once it is paid (or with the reason it leaves unpaid).

let t: TestApp;
let adminSid: string;
let card: Awaited<ReturnType<typeof cardShop>>;

beforeAll(async () => {
  t = await createTestApp();
  adminSid = await loginAs(t, 'admin@example.com');
  card = await cardShop(t, adminSid);
});
afterAll(() => t.close());

// The tests also send what the contract refuses (a negative amount, an unknown method), hence the loose body.
const take = (orderId: number, body: unknown) =>
  t.call('POST /api/admin/orders/{id}/counter-payments', {
    params: { id: orderId },
    body: body as BodyInputOf<Endpoints['POST /api/admin/orders/{id}/counter-payments']>,
    cookies: { sid: adminSid },
  });
const reversal = (orderId: number, paymentId: number) =>
  t.call('POST /api/admin/orders/{id}/counter-payments/{paymentId}/reversal', {
    params: { id: orderId, paymentId },
    cookies: { sid: adminSid },
  });
const staffView = async (orderId: number) =>
  (await t.call('GET /api/admin/orders/{id}', { params: { id: orderId }, cookies: { sid: adminSid } })).answer;
const customerView = async (sid: string, orderId: number) =>
  (await t.call('GET /api/orders/{id}', { params: { id: orderId }, cookies: { sid } })).answer;
const handOver = (orderId: number, extra: { unpaid?: { reason: string } } = {}) =>
  t.call('POST /api/admin/orders/{id}/status', {
    params: { id: orderId },
    body: { status: 'Completed', ...extra },
    cookies: { sid: adminSid },
  });
const cents = (euros: number) => Math.round(euros * 100);

/** A pay-at-shop order, confirmed and ready (its kilogram weighed as ordered). */
async function readyAtShop(customer?: { sid: string; user: { email: string } }) {
  const { sid, user } = customer ?? (await verifiedUser(t));
  const order = await placeOrder(t, sid, 'METZ-CENTRE');
  await moveOrder(t, adminSid, order.id, ['Confirmed']);
  for (const line of (await staffView(order.id)).lines)
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/lines/${line.id}`,
      cookies: { sid: adminSid },
      payload: { weighedQuantity: 1.05, confirm: true },
    });
  await moveOrder(t, adminSid, order.id, ['Ready']);
  return { sid, email: user.email, order: await staffView(order.id) };
}

/** The customer's file in the back office, found by their e-mail. */
async function customerFile(email: string) {
  const found = await t.call('GET /api/admin/customers', { query: { Search: email }, cookies: { sid: adminSid } });
  const id = found.answer.items[0]?.id as number;
  return (await t.call('GET /api/admin/customers/{id}', { params: { id }, cookies: { sid: adminSid } })).answer;
}

describe(`money taken at the counter on ${TEST_ENGINE}`, () => {
  it('a pay-at-shop order settled by cash and card together owes 0 to the staff and to the customer', async () => {
    const { sid, order } = await readyAtShop();
    expect(order.payment.dueAmount).toBe(order.totalTTC);
    expect((await customerView(sid, order.id)).payment.dueAmount).toBe(order.totalTTC);

    const cash = await take(order.id, { method: 'cash', amount: 10 });
    expect(cash.statusCode, cash.body).toBe(201);
    const rest = (cents(order.totalTTC) - 1000) / 100;
    expect(cash.answer.payment.dueAmount).toBe(rest);
    expect((await take(order.id, { method: 'card', amount: rest })).statusCode).toBe(201);

    const settled = await staffView(order.id);
    expect(settled.payment.dueAmount).toBe(0);
    expect(settled.payment.counterPayments).toMatchObject([
      { method: 'cash', amount: 10, reversesId: null },
      { method: 'card', amount: rest, reversesId: null },
    ]);
    const mine = await customerView(sid, order.id);
    expect(mine.payment).toMatchObject({ dueAmount: 0, counterPayments: [{ amount: 10 }, { amount: rest }] });
    // Each entry says who and when: the history the staff read, and the journal.
    const steps = settled.events.filter((e) => e.action === 'payment').map((e) => e.detail);
    expect(steps).toEqual([
      'Encaissé au comptoir\u00a0: 10,00\u00a0€ (espèces).',
      `Encaissé au comptoir\u00a0: ${rest.toFixed(2).replace('.', ',')}\u00a0€ (carte bancaire).`,
    ]);
    expect((await handOver(order.id)).statusCode).toBe(200);
    // Settled: one more payment answers 409, and changes nothing.
    const again = await take(order.id, { method: 'cash', amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PAID' });
    expect((await staffView(order.id)).payment.counterPayments).toHaveLength(2);
  });

  it('refuses each bad payment with a French message, and writes nothing', async () => {
    const { order } = await readyAtShop();
    const refusals: [unknown, number, string][] = [
      [{ method: 'cash', amount: -5 }, 400, 'supérieur à 0'],
      [{ method: 'cash', amount: 0 }, 400, 'supérieur à 0'],
      [{ method: 'bitcoin', amount: 5 }, 400, 'Moyen de paiement inconnu'],
      [{ method: 'cash', amount: 1.005 }, 400, 'au centime près'],
      [{ method: 'cash', amount: '5' }, 400, 'montant en euros'],
      [{ method: 'cash', amount: order.totalTTC + 0.01 }, 400, 'dépasse ce qui reste à payer'],
    ];
    for (const [payload, status, words] of refusals) {
      const res = await take(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.json().errors), JSON.stringify(payload)).toContain(words);
    }
    const cancelled = await readyAtShop();
    await moveOrder(t, adminSid, cancelled.order.id, ['Cancelled']);
    const onCancelled = await take(cancelled.order.id, { method: 'cash', amount: 1 });
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json()).toMatchObject({ code: 'ORDER_CANCELLED' });
    expect((await staffView(cancelled.order.id)).payment.dueAmount).toBe(0);
    expect((await staffView(order.id)).payment).toMatchObject({ dueAmount: order.totalTTC, counterPayments: [] });
    const notFound = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/counter-payments/999999/reversal`,
      cookies: { sid: adminSid },
    });
    expect(notFound.statusCode).toBe(404);
  });

  it('takes at most 25 € of titres-restaurant a day from one customer, and none on a Sunday (issue 41)', async () => {
    const customer = await verifiedUser(t);
    const first = await readyAtShop(customer);
    const second = await readyAtShop(customer);
    const other = await readyAtShop();
    // 20 € on the first order leaves 5 € for the day, on any of the customer's orders; not on another's.
    expect((await take(first.order.id, { method: 'meal_voucher', amount: 20 })).statusCode).toBe(201);
    const over = await take(second.order.id, { method: 'meal_voucher', amount: 5.01 });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().errors.amount).toEqual([
      'Titres-restaurant\u00a0: 5,00\u00a0€ au plus aujourd’hui pour ce client (25\u00a0€ par jour).',
    ]);
    expect((await take(second.order.id, { method: 'meal_voucher', amount: 5 })).statusCode).toBe(201);
    const capped = await take(second.order.id, { method: 'meal_voucher', amount: 0.01 });
    expect(capped.json().errors.amount).toEqual([
      'Ce client a déjà réglé 25\u00a0€ en titres-restaurant aujourd’hui\u00a0: le reste se paie autrement.',
    ]);
    expect((await take(second.order.id, { method: 'cash', amount: 0.01 })).statusCode).toBe(201);
    expect((await take(other.order.id, { method: 'meal_voucher', amount: 10 })).statusCode).toBe(201);
    // A Sunday (22 November 2026): refused on the method, nothing written.
    const now = t.now();
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
    try {
      const sunday = await take(other.order.id, { method: 'meal_voucher', amount: 1 });
      expect(sunday.statusCode).toBe(400);
      expect(sunday.json().errors.method).toEqual([
        'Les titres-restaurant ne s’utilisent pas le dimanche\u00a0: choisissez un autre moyen.',
      ]);
    } finally {
      t.setNow(now);
    }
    expect((await staffView(other.order.id)).payment.counterPayments).toHaveLength(1);
  });

  it('handing over while money is due answers BALANCE_DUE, unless the staff say why it leaves unpaid', async () => {
    const { sid, email, order } = await readyAtShop();
    const refused = await handOver(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BALANCE_DUE', dueAmount: order.totalTTC });
    expect(refused.json().detail).toContain('à encaisser');
    expect((await staffView(order.id)).status).toBe('Ready');

    const unpaid = await handOver(order.id, { unpaid: { reason: 'Client habitué, paiera samedi' } });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    const done = unpaid.answer;
    expect(done.status).toBe('Completed');
    expect(done.events.at(-1)?.detail).toContain('sans être réglée');
    expect(done.events.at(-1)?.detail).toContain('Client habitué, paiera samedi');
    // And on the customer's file: when, why, how much was due then.
    const handedOverAt = done.events.at(-1)?.at;
    expect((await customerFile(email)).unpaidHandovers).toEqual([
      {
        orderId: order.id,
        number: order.number,
        at: handedOverAt,
        reason: 'Client habitué, paiera samedi',
        amount: order.totalTTC,
      },
    ]);
    // Still owed, on both sides, until the customer pays.
    expect(done.payment.dueAmount).toBe(order.totalTTC);
    expect((await customerView(sid, order.id)).payment.dueAmount).toBe(order.totalTTC);
    expect((await take(order.id, { method: 'cheque', amount: order.totalTTC })).statusCode).toBe(201);
    expect((await staffView(order.id)).payment.dueAmount).toBe(0);
    // Paid since: the file still says it left unpaid that day (a fact of its history).
    expect((await customerFile(email)).unpaidHandovers).toHaveLength(1);
  });

  it('a mistake is put right by a reversing entry, once, with who and when', async () => {
    const { order } = await readyAtShop();
    const taken = (await take(order.id, { method: 'meal_voucher', amount: 5 })).answer;
    const entry = taken.payment.counterPayments[0] as { id: number };
    const reverse = () => reversal(order.id, entry.id);
    const reversed = await reverse();
    expect(reversed.statusCode, reversed.body).toBe(201);
    const after = reversed.answer;
    expect(after.payment.dueAmount).toBe(order.totalTTC);
    expect(after.payment.counterPayments).toMatchObject([
      { id: entry.id, method: 'meal_voucher', amount: 5, reversesId: null },
      { method: 'meal_voucher', amount: -5, reversesId: entry.id },
    ]);
    expect(after.events.at(-1)?.detail).toBe(
      'Encaissement annulé par une écriture inverse\u00a0: 5,00\u00a0€ (titre-restaurant).',
    );
    expect((await reverse()).json()).toMatchObject({ code: 'ALREADY_REVERSED' });
    const reversing = after.payment.counterPayments[1] as { id: number };
    const ofReversal = await reversal(order.id, reversing.id);
    expect(ofReversal.statusCode).toBe(409);
    expect((await staffView(order.id)).payment.counterPayments).toHaveLength(2);
  });

  it('twenty payments at once never take more than what is due', async () => {
    const { order } = await readyAtShop();
    const share = Math.ceil(cents(order.totalTTC) / 5) / 100;
    const answers = await burst(() => take(order.id, { method: 'cash', amount: share }), 20);
    const counts = statuses(answers);
    // Five shares pay it (the last may not fit whole: it is refused, the till asks for the rest).
    expect(counts[201]).toBeLessThanOrEqual(5);
    expect((counts[201] ?? 0) + (counts[400] ?? 0) + (counts[409] ?? 0)).toBe(20);
    const after = await staffView(order.id);
    const taken = after.payment.counterPayments.reduce((sum, p) => sum + cents(p.amount), 0);
    expect(taken).toBeLessThanOrEqual(cents(order.totalTTC));
    expect(cents(after.payment.dueAmount)).toBe(cents(order.totalTTC) - taken);
  });

  it('a card order weighed above its capture owes the rest at the till', async () => {
    const { sid } = await verifiedUser(t);
    const order = await card.place(sid);
    await card.onPage(order.payment.checkoutUrl, 'autoriser');
    // Weighed well above the hold (the staff confirm the weight): the card takes its hold, the rest is due.
    await moveOrder(t, adminSid, order.id, ['Confirmed']);
    for (const line of (await staffView(order.id)).lines) {
      const weighed = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/lines/${line.id}`,
        cookies: { sid: adminSid },
        payload: { weighedQuantity: 1.6, confirm: true, agreement: 'phone' },
      });
      expect(weighed.statusCode, weighed.body).toBe(200);
    }
    await moveOrder(t, adminSid, order.id, ['Ready']);
    await t.app.effects.runOrder(order.id);
    const detail = await staffView(order.id);
    expect(detail.payment.status).toBe('partially_captured');
    const due = (cents(detail.totalTTC) - cents(detail.payment.capturedAmount)) / 100;
    expect(detail.payment.dueAmount).toBe(due);
    expect((await customerView(sid, order.id)).payment.dueAmount).toBe(due);
    expect((await handOver(order.id)).json()).toMatchObject({ code: 'BALANCE_DUE', dueAmount: due });
    expect((await take(order.id, { method: 'cash', amount: due })).statusCode).toBe(201);
    expect((await handOver(order.id)).statusCode).toBe(200);
  });
});
