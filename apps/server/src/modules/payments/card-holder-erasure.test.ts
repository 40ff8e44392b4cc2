import type { InvoiceSummary } from '@boucherie/contract';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { type CardOrders, startCardShop } from '../../test/card-orders.js';
import { moveOrder, userIdOf } from '../../test/people-helpers.js';
import { TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { backoffMs } from '../order-lifecycle/effect-runner.js';
import type { PaymentProvider } from './payment-provider.js';

// Erasure reaches the provider (issue 38, ADR 061): the Customer made to save a card is deleted at the
// project's Stripe stand-in and the card detached, after the erasure's commit, retried until done, once. The
// customer's export says what their payments did, without any of the provider's refs.

let t: TestApp;
let adminSid: string;
let card: CardOrders;
let stripe: Stripe;
let realProvider: () => Promise<PaymentProvider | null>;

beforeAll(async () => {
  ({ t, adminSid, card } = await startCardShop({ config: { LOG_LEVEL: 'silent' } }));
  realProvider = t.app.payments.provider;
  await t.app.payments.provider();
  const demo = await t.app.payments.demo();
  if (!demo) throw new Error('the demo provider did not start');
  // The test reads the provider as anyone would: through the SDK, with the provider's key.
  stripe = new Stripe(demo.settings.secretKey, { telemetry: false, ...demo.settings.api });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));
afterEach(() => {
  t.app.payments.provider = realProvider;
});

/** A customer whose far-day order saved a card (a Customer at the provider), then was cancelled. */
async function customerWithSavedCard() {
  const customer = await verifiedUser(t);
  const far = (await card.slotDates(customer.sid)).find((d) => d >= '2026-11-28') as string;
  const order = await card.place(customer.sid, far);
  await card.onPage(order.payment.checkoutUrl, 'autoriser');
  expect((await card.payment(customer.sid, order.id)).status).toBe('card_saved');
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/cancel`,
    cookies: { sid: customer.sid },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const refs = await paymentRefs(order.id);
  expect(refs.customer_ref).toMatch(/^cus_/);
  expect(refs.payment_method_ref).toMatch(/^pm_/);
  return { ...customer, order, customerRef: refs.customer_ref as string, cardRef: refs.payment_method_ref as string };
}

const paymentRefs = (orderId: number) =>
  t.database.db
    .selectFrom('order_payment')
    .select(['customer_ref', 'payment_method_ref', 'payment_intent_id'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const erasureEffect = (userId: number) =>
  t.database.db
    .selectFrom('order_effect')
    .selectAll()
    .where('dedupe_key', '=', `user:${userId}:forget-card-holder`)
    .executeTakeFirst();

const deleteOwnAccount = (sid: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/delete', cookies: { sid }, payload: { confirm: true } });

/** The real provider, its erasure calls counted; `failFirst` deletions answer an outage first. */
function countingProvider(failFirst = 0) {
  const calls = { deleted: [] as string[], detached: [] as string[], failures: 0 };
  t.app.payments.provider = async () => {
    const real = (await realProvider()) as PaymentProvider;
    const counting: PaymentProvider = Object.create(real);
    Object.assign(counting, {
      detachCard: async (ref: string, key: string) => {
        calls.detached.push(ref);
        await real.detachCard(ref, key);
      },
      deleteCustomer: async (ref: string) => {
        if (calls.failures < failFirst) {
          calls.failures++;
          throw new Error('provider unreachable');
        }
        calls.deleted.push(ref);
        await real.deleteCustomer(ref);
      },
    });
    return counting;
  };
  return calls;
}

describe(`erasure at the payment provider on ${TEST_ENGINE}`, () => {
  it('deleting one’s account deletes the provider’s Customer and detaches the card; the shop forgets both', async () => {
    const c = await customerWithSavedCard();
    const userId = await userIdOf(t, c.user.email);
    expect(await stripe.paymentMethods.retrieve(c.cardRef)).toMatchObject({ customer: c.customerRef });

    const calls = countingProvider();
    const res = await deleteOwnAccount(c.sid);
    expect(res.statusCode, res.body).toBe(200);
    // Committed with the erasure: the refs are on the effect only, no longer on the order's payment.
    expect(await paymentRefs(c.order.id)).toMatchObject({ customer_ref: null, payment_method_ref: null });
    const pending = await erasureEffect(userId);
    expect(pending).toMatchObject({ order_id: null, kind: 'forget_card_holder', status: 'pending' });
    expect(JSON.parse(pending?.payload ?? '{}')).toEqual({ customerRefs: [c.customerRef], cardRefs: [c.cardRef] });

    await t.app.effects.runDue();
    expect(calls).toMatchObject({ detached: [c.cardRef], deleted: [c.customerRef] });
    expect(await stripe.paymentMethods.retrieve(c.cardRef)).toMatchObject({ customer: null });
    const gone = await stripe.customers.retrieve(c.customerRef);
    expect(gone).toEqual(expect.objectContaining({ id: c.customerRef, deleted: true }));
    expect(JSON.stringify(gone)).not.toContain('@');
    // Done, the effect keeps no ref.
    const done = await erasureEffect(userId);
    expect(done).toMatchObject({ status: 'done', payload: '{}' });
    await t.app.effects.runDue();
    expect(calls.deleted).toHaveLength(1);
  });

  it('the owner’s anonymisation does it too; a provider down is tried again later, and it acts once', async () => {
    const c = await customerWithSavedCard();
    const userId = await userIdOf(t, c.user.email);
    const calls = countingProvider(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${userId}/anonymise`,
      cookies: { sid: adminSid },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.effects.runDue();
    const waiting = await erasureEffect(userId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'provider unreachable' });
    // Kept until it is done: the next try needs them.
    expect(JSON.parse(waiting?.payload ?? '{}').customerRefs).toEqual([c.customerRef]);
    expect(await stripe.customers.retrieve(c.customerRef)).not.toHaveProperty('deleted');

    // Not before its time…
    await t.app.effects.runDue();
    expect(calls.failures + calls.deleted.length).toBe(1);
    t.advance(backoffMs(1));
    await t.app.effects.runDue();
    expect(calls.deleted).toEqual([c.customerRef]);
    expect(await stripe.customers.retrieve(c.customerRef)).toMatchObject({ deleted: true });
    expect(await erasureEffect(userId)).toMatchObject({ status: 'done', attempts: 2, payload: '{}' });
    t.advance(backoffMs(8));
    await t.app.effects.runDue();
    expect(calls.deleted).toHaveLength(1);
  });

  it('an erased customer without a Customer at the provider makes no call', async () => {
    const customer = await verifiedUser(t);
    const order = await card.place(customer.sid);
    await card.onPage(order.payment.checkoutUrl, 'autoriser');
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, cookies: { sid: customer.sid } });
    // A hold made on the hosted page keeps its PaymentIntent (for a refund), never a Customer.
    expect(await paymentRefs(order.id)).toMatchObject({ customer_ref: null, payment_method_ref: null });
    const userId = await userIdOf(t, customer.user.email);
    const calls = countingProvider();
    expect((await deleteOwnAccount(customer.sid)).statusCode).toBe(200);
    await t.app.effects.runDue();
    expect(await erasureEffect(userId)).toBeUndefined();
    expect(calls).toEqual({ deleted: [], detached: [], failures: 0 });
  });
});

describe(`the customer’s export and their payments on ${TEST_ENGINE}`, () => {
  it('lists each order’s payment in euros and dates, and never a ref of the provider’s', async () => {
    const customer = await verifiedUser(t);
    const paid = await card.place(customer.sid);
    await card.onPage(paid.payment.checkoutUrl, 'autoriser');
    expect((await card.weighAndReady(paid.id, 1)).statusCode).toBe(200);
    await moveOrder(t, adminSid, paid.id, ['Completed']);
    const invoices = await t.call('GET /api/admin/orders/{id}/invoices', {
      params: { id: paid.id },
      cookies: { sid: adminSid },
    });
    const invoice = invoices.answer.invoice as InvoiceSummary;
    const note = await t.call('POST /api/admin/invoices/{id}/credit-notes', {
      params: { id: invoice.id },
      cookies: { sid: adminSid },
      body: { reason: 'Geste commercial', lines: [{ line: 1, quantity: 0.1 }] },
    });
    expect(note.statusCode, note.body).toBe(201);
    const refunded = note.answer.totalTtc;
    // A second order still waits on the provider's page (its address names the page).
    const waiting = await card.place(customer.sid);
    expect(waiting.payment.checkoutUrl).toMatch(/cs_test_/);

    const userId = await userIdOf(t, customer.user.email);
    const res = await t.call('GET /api/admin/customers/{id}/export', {
      params: { id: userId },
      cookies: { sid: adminSid },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.answer;
    const captured = (await card.payment(customer.sid, paid.id)).capturedAmount;
    expect(data.payments).toEqual([
      {
        orderNumber: paid.number,
        method: 'online',
        status: 'captured',
        heldAmount: 0,
        capturedAmount: captured,
        refundedAmount: refunded,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        paidAtCounterAt: null,
      },
      expect.objectContaining({
        orderNumber: waiting.number,
        status: 'awaiting_authorization',
        heldAmount: waiting.payment.heldAmount,
        capturedAmount: 0,
      }),
    ]);
    expect(res.body).not.toMatch(/\b(pi|cus|pm|cs|seti)_\w/);
    const page = await t.app.inject({ url: `/api/admin/customers/${userId}/export.html`, cookies: { sid: adminSid } });
    expect(page.body).toContain('Vos paiements');
    expect(page.body).not.toMatch(/\b(pi|cus|pm|cs|seti)_\w/);
  });
});
