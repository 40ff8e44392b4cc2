import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { burst } from '../../test/burst.js';
import { cardShop } from '../../test/card-orders.js';
import { moveOrder } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { runPaymentSchedule } from '../orders/order-payments.js';
import type { PaymentRow } from '../payments/index.js';
import type { PaymentProvider } from '../payments/payment-provider.js';

// Nothing lost when the process dies (issue 46, ADR 051): each money step cut at a fixed point, as a kill
// would cut it, then the start-up's run (the schedule's first tick: the repair, then every effect due).
// « The process died after the commit » is the request's own run of its effects taken away; « died inside the
// provider's call » is a provider that acts and then never answers, its claim left to lapse.

let t: TestApp;
let adminSid: string;
let card: Awaited<ReturnType<typeof cardShop>>;
let realProvider: () => Promise<PaymentProvider | null>;
let realRunOrder: TestApp['app']['effects']['runOrder'];

beforeAll(async () => {
  t = await createTestApp();
  adminSid = await loginAs(t, 'admin@example.com');
  card = await cardShop(t, adminSid);
  realProvider = t.app.payments.provider;
  realRunOrder = t.app.effects.runOrder;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));
afterEach(() => {
  t.app.payments.provider = realProvider;
  t.app.effects.runOrder = realRunOrder;
});

/** The process dies right after each commit: nothing the request wrote to follow it runs. */
const dieAfterCommits = () => {
  t.app.effects.runOrder = async () => {};
};
/** The process comes back: its first tick runs the repair, then every effect due. */
const restart = async () => {
  t.app.effects.runOrder = realRunOrder;
  await runPaymentSchedule(t.app, { reconcile: true });
};

/** A provider whose `call` acts, then the process dies before it hears the answer. */
async function dieInside(call: 'capture' | 'refund' | 'release') {
  const real = (await realProvider()) as PaymentProvider;
  const dying: PaymentProvider = Object.create(real);
  const act = real[call] as (...args: unknown[]) => Promise<void>;
  Object.assign(dying, {
    [call]: async (...args: unknown[]) => {
      await act.apply(real, args);
      throw new Error('killed');
    },
  });
  t.app.payments.provider = async () => dying;
}

/** The effect a dead process held: its claim stays until it lapses (what a SIGKILL leaves). */
async function heldByDeadProcess(orderId: number, kind: string) {
  await t.database.db
    .updateTable('order_effect')
    .set({ status: 'running', claim: 'dead', claimed_until: new Date(t.app.clock().getTime() + 120_000).toISOString() })
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .execute();
  t.app.payments.provider = realProvider;
}

const paymentRow = (orderId: number) =>
  t.database.db
    .selectFrom('order_payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow() as Promise<PaymentRow>;

async function authorizedOrder() {
  const { sid, user } = await verifiedUser(t);
  const order = await card.place(sid);
  await card.onPage(order.payment.checkoutUrl, 'autoriser');
  return { sid, user, order };
}

const cents = (euros: number) => Math.round(euros * 100);

describe(`nothing lost when the process dies, on ${TEST_ENGINE}`, () => {
  it.each(['release', 'capture'] as const)(
    '« prête » committed and the capture never sent: handing over waits, and the sweep six days later (rule %s) takes exactly the weighed total',
    async (rule) => {
      await t.database.db.updateTable('shop').set({ no_show_rule: rule }).where('id', '=', card.shop).execute();
      const { sid, order } = await authorizedOrder();
      dieAfterCommits();
      expect((await card.weighAndReady(order.id)).statusCode).toBe(200);
      const ready = await card.staffOrder(order.id);
      expect(ready.payment.status).toBe('authorized');
      const handOver = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        cookies: { sid: adminSid },
        payload: { status: 'Completed' },
      });
      expect(handOver.statusCode).toBe(409);
      expect(handOver.json().detail).toContain('La carte n’est pas encore débitée');

      t.setNow(new Date(TEST_NOW.getTime() + 6 * 24 * 3_600_000));
      await restart();
      expect(await card.payment(sid, order.id)).toMatchObject({ status: 'captured', capturedAmount: ready.totalTTC });
      expect(await card.hold(order.id)).toMatchObject({ state: 'captured', capturedCents: cents(ready.totalTTC) });
      expect((await card.steps(order.id)).filter((s) => s.includes('prélevés'))).toHaveLength(1);
      await t.database.db.updateTable('shop').set({ no_show_rule: 'release' }).where('id', '=', card.shop).execute();
    },
  );

  it('killed inside the capture (the provider took it, the shop never heard): taken over once the claim lapses, charged once', async () => {
    const { sid, order } = await authorizedOrder();
    await dieInside('capture');
    expect((await card.weighAndReady(order.id)).statusCode).toBe(200);
    await heldByDeadProcess(order.id, 'capture');
    await restart();
    expect((await card.payment(sid, order.id)).status).toBe('authorized');

    t.advance(121_000);
    await restart();
    const total = (await card.staffOrder(order.id)).totalTTC;
    expect(await card.payment(sid, order.id)).toMatchObject({ status: 'captured', capturedAmount: total });
    expect(await card.hold(order.id)).toMatchObject({ state: 'captured', capturedCents: cents(total) });
    expect((await card.steps(order.id)).filter((s) => s.includes('prélevés'))).toHaveLength(1);
    // Told once the money is known, with it.
    const mails = readOutbox(t, 'mail').filter(
      (m) => m.subject?.includes(order.number) && m.subject.endsWith('est prête'),
    );
    expect(mails).toHaveLength(1);
  });

  it.runIf(TEST_ENGINE === 'sqlite')(
    'on SQLite, a claim the dead process held is taken back at start, not after its time',
    async () => {
      const { sid, order } = await authorizedOrder();
      await dieInside('capture');
      expect((await card.weighAndReady(order.id)).statusCode).toBe(200);
      await heldByDeadProcess(order.id, 'capture');
      const stop = t.app.effects.start(60_000);
      try {
        await expect
          .poll(async () => (await card.payment(sid, order.id)).status, { interval: 20, timeout: 10_000 })
          .toBe('captured');
      } finally {
        stop();
      }
      expect((await card.steps(order.id)).filter((s) => s.includes('prélevés'))).toHaveLength(1);
    },
  );

  it('« annulée » committed and the release never sent: the hold is let go at the restart', async () => {
    const { sid, order } = await authorizedOrder();
    dieAfterCommits();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, cookies: { sid } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await card.hold(order.id)).toMatchObject({ state: 'held' });
    await restart();
    expect(await card.hold(order.id)).toMatchObject({ state: 'released', capturedCents: 0 });
    expect((await card.payment(sid, order.id)).status).toBe('released');
  });

  it('a credit note committed and its refund never made, or made and never recorded: refunded once, recorded once', async () => {
    const { sid, order } = await authorizedOrder();
    expect((await card.weighAndReady(order.id, 1)).statusCode).toBe(200);
    await moveOrder(t, adminSid, order.id, ['Completed']);
    const captured = (await card.payment(sid, order.id)).capturedAmount;
    const invoices = await t.app.inject({ url: `/api/admin/orders/${order.id}/invoices`, cookies: { sid: adminSid } });
    const invoiceId = (invoices.json() as { invoice: { id: number } }).invoice.id;

    await dieInside('refund');
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceId}/credit-notes`,
      cookies: { sid: adminSid },
      payload: { reason: 'Viande trop grasse' },
    });
    expect(note.statusCode, note.body).toBe(201);
    await heldByDeadProcess(order.id, 'refund');
    expect(await card.hold(order.id)).toMatchObject({ refundedCents: cents(captured) });
    expect((await card.payment(sid, order.id)).refundedAmount).toBe(0);

    t.advance(121_000);
    await restart();
    await restart();
    expect(await card.payment(sid, order.id)).toMatchObject({ status: 'refunded', refundedAmount: captured });
    expect(await card.hold(order.id)).toMatchObject({ refundedCents: cents(captured) });
    expect((await card.steps(order.id)).filter((s) => s.startsWith('Remboursement par carte'))).toHaveLength(1);
  });

  it('killed after the order was placed, before its page: the order page gets one (the retry), never a dead end', async () => {
    const { sid } = await verifiedUser(t);
    dieAfterCommits();
    const order = await card.place(sid);
    expect(order.payment).toMatchObject({ status: 'awaiting_authorization', checkoutUrl: null });
    t.app.effects.runOrder = realRunOrder;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment/retry`,
      cookies: { sid },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().checkoutUrl).toMatch(/\/paiement-demo\/cs_test_/);
    await card.onPage(retry.json().checkoutUrl, 'autoriser');
    expect((await card.payment(sid, order.id)).status).toBe('authorized');
  });

  it('killed after the authorisation was recorded: the customer’s confirmation goes out at the restart, once', async () => {
    const { sid, user } = await verifiedUser(t);
    const order = await card.place(sid);
    dieAfterCommits();
    await card.onPage(order.payment.checkoutUrl, 'autoriser');
    const confirmations = () =>
      readOutbox(t, 'mail').filter(
        (m) => m.to === user.email && m.subject?.includes(`n°\u00a0${order.number} enregistrée`),
      );
    expect(confirmations()).toEqual([]);
    await restart();
    await restart();
    expect(confirmations()).toHaveLength(1);
    expect((await card.payment(sid, order.id)).status).toBe('authorized');
  });

  it('one payment the provider already took does not stop the schedule: it is recorded and shown, the rest goes on', async () => {
    const stuck = await authorizedOrder();
    const row = await paymentRow(stuck.order.id);
    await (await card.provider()).capture(row.payment_intent_id ?? '', row.held_cents, 'by-hand');
    const unpaid = await verifiedUser(t);
    const abandoned = await card.place(unpaid.sid);
    t.setNow(new Date(`${stuck.order.date}T23:30:00.000Z`));
    await restart();
    expect((await card.payment(stuck.sid, stuck.order.id)).status).toBe('captured');
    expect((await card.order(unpaid.sid, abandoned.id)).status).toBe('Cancelled');
    const troubled = await t.database.db
      .selectFrom('order_effect')
      .select(['status', 'last_error'])
      .where('order_id', '=', stuck.order.id)
      .where('status', '=', 'failed')
      .execute();
    expect(troubled).toEqual([{ status: 'failed', last_error: expect.stringContaining('déjà été débitée') }]);
  });

  it('20 retries at once of one order answer one page (those past the limit 429); the page before is closed', async () => {
    const { sid } = await verifiedUser(t);
    const order = await card.place(sid);
    await card.onPage(order.payment.checkoutUrl, 'refuser');
    const answers = await burst(
      () => t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment/retry`, cookies: { sid } }),
      20,
    );
    const answered = answers.filter((a) => a.statusCode === 200);
    expect(answered).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
    const urls = new Set(answered.map((a) => a.json().checkoutUrl));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toMatch(/\/paiement-demo\/cs_test_/);
    expect([...urls][0]).not.toBe(order.payment.checkoutUrl);
    const pages = await t.database.db
      .selectFrom('order_effect')
      .select('id')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'open_page')
      .execute();
    expect(pages).toHaveLength(2);
    const old = await (await card.provider()).readPage(
      new URL(order.payment.checkoutUrl ?? '').pathname.split('/').at(-1) ?? '',
    );
    expect(old.state).toBe('expired');
  });
});
