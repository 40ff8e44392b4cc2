import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { type DemoStripe, startDemoStripe } from './demo-stripe/index.js';
import type { PaymentEvent, PaymentProvider } from './payment-provider.js';
import { stripeProvider } from './stripe-provider.js';

// The real adapter, through the official SDK, against the project's Stripe stand-in over real HTTP.

const NOW = new Date('2026-12-01T09:00:00.000Z');
let database: TestDatabase;
let demo: DemoStripe;
let provider: PaymentProvider;
const events: PaymentEvent[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  demo = await startDemoStripe({
    db: database.db,
    clock: () => NOW,
    publicUrl: 'http://shop.test',
    webhookSecret: 'whsec_test_secret',
    // Each event goes through the adapter's signature check, as the shop's webhook route does.
    deliver: async (payload, signature) => {
      events.push(provider.readWebhook(payload, signature));
    },
    onError: (error) => {
      throw error;
    },
  });
  provider = stripeProvider(demo.settings);
});
afterAll(async () => {
  await demo.close();
  await database.drop();
});

const hold = (orderId: number, amountCents: number, key = `order:${orderId}:hold`) =>
  provider.startHold({
    orderId,
    amountCents,
    description: `Commande n° ${orderId}`,
    customerEmail: 'marie@example.com',
    successUrl: `http://shop.test/order/${orderId}?paiement={CHECKOUT_SESSION_ID}`,
    cancelUrl: `http://shop.test/order/${orderId}`,
    expiresAt: new Date(NOW.getTime() + 30 * 60_000),
    idempotencyKey: key,
  });

const saveCard = (orderId: number, customerEmail: string) =>
  provider.startCardSaving({
    orderId,
    customerEmail,
    successUrl: `http://shop.test/order/${orderId}`,
    cancelUrl: `http://shop.test/order/${orderId}`,
    expiresAt: new Date(NOW.getTime() + 30 * 60_000),
    idempotencyKey: `order:${orderId}:save`,
  });

describe('the Stripe adapter against the demo provider', () => {
  it('holds, captures exactly the weighed amount and refunds part of it', async () => {
    const page = await hold(1, 6100);
    expect(page.url).toBe(`http://shop.test/paiement-demo/${page.pageId}`);
    expect((await provider.readPage(page.pageId)).state).toBe('open');

    const back = await demo.actions.authorize(page.pageId);
    expect(back).toBe(`http://shop.test/order/1?paiement=${page.pageId}`);
    const outcome = await provider.readPage(page.pageId);
    expect(outcome.state).toBe('complete');
    const holdRef = outcome.holdRef ?? '';
    expect(await provider.readHold(holdRef)).toMatchObject({ state: 'held', heldCents: 6100, capturedCents: 0 });
    expect(events.filter((e) => e.orderId === 1).map((e) => e.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);

    await provider.capture(holdRef, 5835, 'order:1:capture');
    // The same key again is the same capture, not a second one (and not an error).
    await provider.capture(holdRef, 5835, 'order:1:capture');
    expect(await provider.readHold(holdRef)).toMatchObject({ state: 'captured', heldCents: 0, capturedCents: 5835 });

    await provider.refund(holdRef, 1000, 'credit-note:7');
    await provider.refund(holdRef, 1000, 'credit-note:7');
    expect((await provider.readHold(holdRef)).refundedCents).toBe(1000);
    await expect(provider.refund(holdRef, 5000, 'credit-note:8')).rejects.toThrow(/at most what was captured/);
  });

  it('a refund and its idempotency key commit together: cut between them, the retry refunds once', async () => {
    const page = await hold(9, 4000);
    await demo.actions.authorize(page.pageId);
    const holdRef = (await provider.readPage(page.pageId)).holdRef ?? '';
    await provider.capture(holdRef, 4000, 'order:9:capture');
    // The answer cannot be remembered (as if the process died right after the refund): keys can be read, not
    // written (a view that no engine can insert into), and the refund must not stay.
    const keys = sql.table('demo_payment_idempotency');
    const cut = sql.table('demo_payment_idempotency_cut');
    await sql`alter table ${keys} rename to ${cut}`.execute(database.db);
    await sql`create view ${keys} as select * from ${cut} union all select * from ${cut} where 1 = 0`.execute(
      database.db,
    );
    try {
      await expect(provider.refund(holdRef, 1500, 'credit-note:9')).rejects.toThrow();
    } finally {
      await sql`drop view ${keys}`.execute(database.db);
      await sql`alter table ${cut} rename to ${keys}`.execute(database.db);
    }
    expect((await provider.readHold(holdRef)).refundedCents).toBe(0);
    await provider.refund(holdRef, 1500, 'credit-note:9');
    await provider.refund(holdRef, 1500, 'credit-note:9');
    expect((await provider.readHold(holdRef)).refundedCents).toBe(1500);
  });

  it('refuses to capture more than the hold', async () => {
    const page = await hold(2, 3000);
    await demo.actions.authorize(page.pageId);
    const { holdRef } = await provider.readPage(page.pageId);
    await expect(provider.capture(holdRef ?? '', 3001, 'order:2:capture')).rejects.toThrow(
      /at most the amount capturable/,
    );
    expect((await provider.readHold(holdRef ?? '')).state).toBe('held');
  });

  it('a declined card leaves the page open; a closed page cannot authorise; a release lets the hold go', async () => {
    const page = await hold(3, 2000);
    expect(await demo.actions.decline(page.pageId)).toBeUndefined();
    const { holdRef } = await provider.readPage(page.pageId);
    expect(await provider.readHold(holdRef ?? '')).toMatchObject({ state: 'awaiting', declined: true });
    expect(events.at(-1)).toMatchObject({ type: 'payment_intent.payment_failed', orderId: 3 });

    await provider.closePage(page.pageId);
    expect((await provider.readPage(page.pageId)).state).toBe('expired');
    expect(events.at(-1)).toMatchObject({ type: 'checkout.session.expired', orderId: 3, pageId: page.pageId });
    await demo.actions.authorize(page.pageId);
    expect((await provider.readHold(holdRef ?? '')).state).toBe('awaiting');

    const other = await hold(4, 2500);
    await demo.actions.authorize(other.pageId);
    const held = (await provider.readPage(other.pageId)).holdRef ?? '';
    await provider.release(held, 'order:4:release');
    expect((await provider.readHold(held)).state).toBe('released');
    await expect(provider.capture(held, 100, 'order:4:capture')).rejects.toThrow(/status of canceled/);
  });

  it('saves a card for a far date, then holds on it off-session; a card that declines then says so', async () => {
    const saving = await saveCard(5, 'marie@example.com');
    await demo.actions.authorize(saving.pageId);
    const saved = await provider.readPage(saving.pageId);
    expect(saved).toMatchObject({ state: 'complete', holdRef: null, customerRef: saving.customerRef });
    const held = await provider.holdSavedCard({
      orderId: 5,
      customerRef: saving.customerRef,
      cardRef: saved.cardRef ?? '',
      amountCents: 12_000,
      idempotencyKey: 'order:5:hold',
    });
    expect(held.ok).toBe(true);
    if (held.ok) expect((await provider.readHold(held.holdRef)).heldCents).toBe(12_000);

    const declining = await saveCard(6, 'marie@example.com');
    await demo.actions.authorize(declining.pageId, { declineOffSession: true });
    const card = await provider.readPage(declining.pageId);
    const refused = await provider.holdSavedCard({
      orderId: 6,
      customerRef: declining.customerRef,
      cardRef: card.cardRef ?? '',
      amountCents: 9_000,
      idempotencyKey: 'order:6:hold',
    });
    expect(refused).toEqual({ ok: false, reason: 'card_declined' });
    expect(events.at(-1)).toMatchObject({ type: 'payment_intent.payment_failed', orderId: 6 });
  });

  it('detaches a saved card and deletes its Customer, through the SDK’s own calls; again, it is a no-op', async () => {
    const saving = await saveCard(7, 'effacee@example.com');
    await demo.actions.authorize(saving.pageId);
    const cardRef = (await provider.readPage(saving.pageId)).cardRef ?? '';
    const stripe = new Stripe(demo.settings.secretKey, { telemetry: false, ...demo.settings.api });
    expect(await stripe.customers.retrieve(saving.customerRef)).toMatchObject({ email: 'effacee@example.com' });

    await provider.detachCard(cardRef, 'effect:1:card-0');
    await provider.deleteCustomer(saving.customerRef);
    expect(await stripe.paymentMethods.retrieve(cardRef)).toMatchObject({ customer: null });
    const gone = await stripe.customers.retrieve(saving.customerRef);
    expect(gone).toEqual({ id: saving.customerRef, object: 'customer', deleted: true });
    // A run cut short and run again, or a ref the provider never had: nothing left to do, no error.
    await provider.detachCard(cardRef, 'effect:1:card-0');
    await provider.deleteCustomer(saving.customerRef);
    await provider.deleteCustomer('cus_unknown');
    await provider.detachCard('pm_unknown', 'effect:1:card-1');
    // The stand-in answers as Stripe does to what the adapter, reading first, no longer asks.
    await expect(stripe.customers.del(saving.customerRef)).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(stripe.paymentMethods.detach(cardRef)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers 401 as Stripe does to a request without its secret key or with another one', async () => {
    const { host, port } = demo.settings.api ?? { host: '', port: 0 };
    const ask = (authorization?: string) =>
      fetch(`http://${host}:${port}/v1/customers`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        body: 'email=intrus%40example.com',
      });
    for (const authorization of [
      undefined,
      'Bearer sk_test_anything',
      `Bearer ${demo.settings.secretKey}x`,
      'Basic eDp5',
    ]) {
      const res = await ask(authorization);
      expect(res.status, authorization).toBe(401);
      const body = (await res.json()) as { error: { type: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toMatch(/API key/i);
    }
    expect((await ask(`Bearer ${demo.settings.secretKey}`)).status).toBe(200);

    // The SDK with another key gets Stripe's own authentication error.
    const stranger = stripeProvider({ ...demo.settings, secretKey: 'sk_test_not_the_demo_key' });
    await expect(
      stranger.startHold({
        orderId: 98,
        amountCents: 1000,
        description: 'Commande n° 98',
        customerEmail: 'intrus@example.com',
        successUrl: 'http://shop.test/order/98',
        cancelUrl: 'http://shop.test/order/98',
        expiresAt: new Date(NOW.getTime() + 30 * 60_000),
        idempotencyKey: 'order:98:hold',
      }),
    ).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('refuses a webhook with a wrong signature or an old timestamp', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'x',
      data: { object: { id: 'x', object: 'x' } },
    });
    expect(() => provider.readWebhook(payload, 't=1,v1=deadbeef')).toThrow();
    expect(() => provider.readWebhook(payload, '')).toThrow();
  });
});
