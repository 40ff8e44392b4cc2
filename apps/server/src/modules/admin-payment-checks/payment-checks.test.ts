import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { cardShop } from '../../test/card-orders.js';
import { journalOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { runPaymentSchedule } from '../orders/order-payments.js';
import type { PaymentProvider } from '../payments/payment-provider.js';

// « Paiements à vérifier » (issue 46, ADR 051): a capture the provider keeps refusing is tried again by itself,
// shown to the staff of its shop with the provider's answer, then left for a person, who may try again or
// note it settled.

let t: TestApp;
let adminSid: string;
let card: Awaited<ReturnType<typeof cardShop>>;

beforeAll(async () => {
  t = await createTestApp();
  adminSid = await loginAs(t, 'admin@example.com');
  card = await cardShop(t, adminSid);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const checks = async (sid: string) =>
  (await t.call('GET /api/admin/payment-checks', { cookies: { sid } })).answer.items;

describe(`payment checks on ${TEST_ENGINE}`, () => {
  it('a capture the provider keeps refusing is retried, shown, then left for a person, who settles it', async () => {
    const { sid } = await verifiedUser(t);
    const order = await card.place(sid);
    await card.onPage(order.payment.checkoutUrl, 'autoriser');
    const real = (await t.app.payments.provider()) as PaymentProvider;
    const refusing: PaymentProvider = Object.create(real);
    refusing.capture = async () => {
      throw new Error('Your card was declined (processing_error).');
    };
    const provider = t.app.payments.provider;
    t.app.payments.provider = async () => refusing;
    try {
      expect((await card.weighAndReady(order.id)).statusCode).toBe(200);
      expect((await card.staffOrder(order.id)).payment.status).toBe('authorized');
      expect(await checks(adminSid)).toEqual([]);
      // Tried again each time its wait is over (30 s, 1 min, 2 min…): shown from the third try.
      for (let i = 0; i < 2; i++) {
        t.advance(60 * 60_000);
        await runPaymentSchedule(t.app, { reconcile: false });
      }
      const [retrying] = await checks(adminSid);
      expect(retrying).toMatchObject({
        orderId: order.id,
        orderNumber: order.number,
        action: 'Prélever la carte',
        state: 'retrying',
        attempts: 3,
        lastError: expect.stringContaining('declined'),
      });
      // The staff of another shop do not see it, nor reach it.
      const woippy = await loginAs(t, 'staff.woippy@example.com');
      expect(await checks(woippy)).toEqual([]);
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: `/api/admin/payment-checks/${retrying?.id}/retry`,
        cookies: { sid: woippy },
      });
      expect(elsewhere.statusCode).toBe(404);
      for (let i = 0; i < 6; i++) {
        t.advance(60 * 60_000);
        await runPaymentSchedule(t.app, { reconcile: false });
      }
      expect(await checks(adminSid)).toMatchObject([{ state: 'failed', attempts: 8, nextAt: null }]);
    } finally {
      t.app.payments.provider = provider;
    }
    // The provider is back: « Réessayer maintenant » captures it.
    const id = (await checks(adminSid))[0]?.id;
    const retried = await t.call('POST /api/admin/payment-checks/{id}/retry', {
      params: { id: id as number },
      cookies: { sid: adminSid },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.answer.items).toEqual([]);
    expect((await card.staffOrder(order.id)).payment.status).toBe('captured');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment-checks/${id}/resolve`,
      cookies: { sid: adminSid },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toContain('n’existe pas');
  });

  it('« réglé à la main » takes it off the list and into the journal', async () => {
    const stuck = await verifiedUser(t);
    const order = await card.place(stuck.sid);
    await card.onPage(order.payment.checkoutUrl, 'autoriser');
    const row = await t.database.db
      .selectFrom('order_payment')
      .select(['payment_intent_id', 'held_cents'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Taken by hand at the provider's: the cancel's release finds it captured and leaves it to a person.
    await (await card.provider()).capture(row.payment_intent_id ?? '', row.held_cents, 'by-hand');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      cookies: { sid: stuck.sid },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [check] = await checks(adminSid);
    expect(check).toMatchObject({ orderId: order.id, state: 'failed', action: 'Lever le blocage de la carte' });
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment-checks/${check?.id}/resolve`,
      cookies: { sid: adminSid },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await checks(adminSid)).toEqual([]);
    const journal = await journalOf(t, adminSid, 'order.payment-check');
    expect(journal[0]?.summary).toBe(
      `Commande ${order.number}\u00a0: «\u00a0Lever le blocage de la carte\u00a0» réglé à la main.`,
    );
    expect((await t.app.inject({ url: '/api/admin/payment-checks' })).statusCode).toBe(401);
  });
});
