import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { cardShop } from '../../test/card-orders.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// The hold follows the order (issue 38): a card order raised above its hold was prepared mostly unsecured.
// Within the hold a change is taken; above it the change is refused and nothing changes; lowering never asks.

let t: TestApp;
let card: Awaited<ReturnType<typeof cardShop>>;

beforeAll(async () => {
  t = await createTestApp();
  card = await cardShop(t, await loginAs(t, 'admin@example.com'));
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const change = (sid: string, id: number, quantity: number) =>
  t.call('PUT /api/orders/{id}/lines', {
    params: { id },
    cookies: { sid },
    body: { lines: [{ articleId: card.kgArticle, quantity }] },
  });

describe(`the hold follows the order on ${TEST_ENGINE}`, () => {
  it('a held card order raised above its hold answers 409 HOLD_TOO_SMALL and changes nothing; within it or lower, it changes', async () => {
    const { sid } = await verifiedUser(t);
    const order = await card.place(sid);
    await card.onPage(order.payment.checkoutUrl, 'autoriser');
    const held = (await card.payment(sid, order.id)).heldAmount;

    const above = await change(sid, order.id, 3);
    expect(above.statusCode, above.body).toBe(409);
    const refusal = above.json();
    expect(refusal).toMatchObject({ code: 'HOLD_TOO_SMALL', heldAmount: held });
    expect(refusal.neededAmount).toBeGreaterThan(held);
    expect(refusal.detail).toContain('Autorisez le nouveau montant');
    const unchanged = await card.order(sid, order.id);
    expect(unchanged.lines[0]?.quantity).toBe(1);
    expect(unchanged.totalTTC).toBe(order.totalTTC);

    // Lowering never asks; raising back within what the card holds is taken.
    const lower = await change(sid, order.id, 0.5);
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.answer.payment).toMatchObject({ status: 'authorized', heldAmount: held });
    const within = await change(sid, order.id, 1);
    expect(within.statusCode, within.body).toBe(200);
    expect(within.answer.lines[0]?.quantity).toBe(1);
  });

  it('an order whose page is still open is raised at once: the page is replaced by one for the new amount', async () => {
    const { sid } = await verifiedUser(t);
    const order = await card.place(sid);
    const raised = await change(sid, order.id, 3);
    expect(raised.statusCode, raised.body).toBe(200);
    const payment = raised.answer.payment;
    expect(payment.status).toBe('awaiting_authorization');
    expect(payment.heldAmount).toBeGreaterThan(order.payment.heldAmount);
    expect(payment.checkoutUrl).toMatch(/\/paiement-demo\/cs_test_/);
    expect(payment.checkoutUrl).not.toBe(order.payment.checkoutUrl);
    // The replaced page can no longer authorise; the new one holds the new amount.
    const replaced = await (await card.provider()).readPage(
      new URL(order.payment.checkoutUrl ?? '').pathname.split('/').at(-1) ?? '',
    );
    expect(replaced.state).toBe('expired');
    await card.onPage(payment.checkoutUrl, 'autoriser');
    expect(await card.hold(order.id)).toMatchObject({ state: 'held', heldCents: Math.round(payment.heldAmount * 100) });
  });

  it('« Autoriser N € »: a new hold for the whole order, then the change applies and the old hold goes', async () => {
    const { sid } = await verifiedUser(t);
    const order = await card.place(sid);
    await card.onPage(order.payment.checkoutUrl, 'autoriser');
    const oldHold = await t.database.db
      .selectFrom('order_payment')
      .select('payment_intent_id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const refused = (await change(sid, order.id, 3)).json();
    const raise = () =>
      t.call('POST /api/orders/{id}/payment/raise', {
        params: { id: order.id },
        cookies: { sid },
        body: { lines: [{ articleId: card.kgArticle, quantity: 3 }] },
      });
    const stranger = await verifiedUser(t);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment/raise`,
      cookies: { sid: stranger.sid },
      payload: { lines: [{ articleId: card.kgArticle, quantity: 3 }] },
    });
    expect(elsewhere.statusCode).toBe(404);
    const [first, second] = await Promise.all([raise(), raise()]);
    expect(first?.statusCode, first?.body).toBe(200);
    const asked = (first as NonNullable<typeof first>).answer;
    expect(asked.raise).toEqual({
      amount: refused.neededAmount,
      checkoutUrl: expect.stringMatching(/\/paiement-demo\/cs_test_/),
    });
    expect(second?.answer.raise?.checkoutUrl).toBe(asked.raise?.checkoutUrl);
    // Nothing changed yet.
    expect((await card.order(sid, order.id)).lines[0]?.quantity).toBe(1);

    const back = await card.onPage(asked.raise?.checkoutUrl ?? null, 'autoriser');
    expect(back.statusCode).toBe(303);
    const after = await card.order(sid, order.id);
    expect(after.lines[0]?.quantity).toBe(3);
    expect(after.payment).toMatchObject({ status: 'authorized', heldAmount: refused.neededAmount });
    expect(after.payment.raise).toBeUndefined();
    const provider = await card.provider();
    expect(await provider.readHold(oldHold.payment_intent_id ?? '')).toMatchObject({ state: 'released' });
    expect(await card.hold(order.id)).toMatchObject({
      state: 'held',
      heldCents: Math.round(refused.neededAmount * 100),
    });
    expect((await card.steps(order.id)).at(-1)).toMatch(/^Autorisation d’une ancienne page de paiement levée/);
  });
});
