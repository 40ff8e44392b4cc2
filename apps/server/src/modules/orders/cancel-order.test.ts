import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { moveOrder, placeOrder, shopId } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import type { BusMessage } from '../events/event-bus.js';

let t: TestApp;
let adminSid: string;

beforeAll(async () => {
  t = await createTestApp();
  adminSid = await loginAs(t, 'admin@example.com');
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const cancel = (sid: string | undefined, id: number) =>
  t.call('POST /api/orders/{id}/cancel', { params: { id }, cookies: sid ? { sid } : {} });
const getOrder = async (sid: string, id: number) =>
  (await t.call('GET /api/orders/{id}', { params: { id }, cookies: { sid } })).answer;

// TEST_NOW is Friday 20 November 2026, 10:00 in Paris; METZ-CENTRE closes a day's orders at 18:00 the day before.
describe(`POST /api/orders/{id}/cancel on ${TEST_ENGINE}`, () => {
  it('says until when an order can be cancelled, cancels it with its history, the board’s event and an e-mail', async () => {
    const { sid, user } = await verifiedUser(t);
    const order = await placeOrder(t, sid, 'METZ-CENTRE');
    expect(order.date).toBe('2026-11-21');
    expect(order.cancellableUntil).toBe('2026-11-20T17:00:00.000Z');
    expect((await getOrder(sid, order.id)).cancellableUntil).toBe('2026-11-20T17:00:00.000Z');

    const heard: BusMessage[] = [];
    const stop = t.app.events.subscribe((e) => heard.push(e));
    const mailsBefore = readOutbox(t, 'mail').length;
    const res = await cancel(sid, order.id);
    stop();
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.answer;
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Annulée par le client',
      cancellableUntil: null,
    });
    expect(cancelled.statusHistory.map((h) => h.status)).toEqual(['Pending', 'Cancelled']);
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'order-updated', orderId: order.id, status: 'Cancelled' }),
    );

    const mail = readOutbox(t, 'mail')
      .slice(mailsBefore)
      .find((m) => m.to === user.email);
    expect(mail?.subject).toBe(`Maison Thirion — votre commande n°\u00a0${order.number} est annulée`);
    expect(mail?.text).toContain('Comme vous l’avez demandé, votre commande');

    const detail = (
      await t.call('GET /api/admin/orders/{id}', { params: { id: order.id }, cookies: { sid: adminSid } })
    ).answer;
    expect(detail.status).toBe('Cancelled');
    expect(detail.events.at(-1)).toMatchObject({
      action: 'cancelled',
      detail: 'Commande annulée\u00a0: Annulée par le client.',
    });
  });

  it('is idempotent: cancelling a cancelled order answers it, with no second event or e-mail', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placeOrder(t, sid, 'METZ-CENTRE');
    expect((await cancel(sid, order.id)).statusCode).toBe(200);
    const mails = readOutbox(t, 'mail').length;
    const again = await cancel(sid, order.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.answer.statusHistory.map((h) => h.status)).toEqual(['Pending', 'Cancelled']);
    expect(readOutbox(t, 'mail').length).toBe(mails);
  });

  it('answers 401 to a visitor and 404 for another customer’s order, which stays as it was', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placeOrder(t, sid, 'METZ-CENTRE');
    expect((await cancel(undefined, order.id)).statusCode).toBe(401);
    const other = await verifiedUser(t);
    const res = await cancel(other.sid, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Cette commande n’existe pas.');
    expect((await cancel(sid, 2_000_000)).statusCode).toBe(404);
    expect((await getOrder(sid, order.id)).status).toBe('Pending');
  });

  it('refuses with 409 once the day’s cut-off has passed, and says so in French', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placeOrder(t, sid, 'METZ-CENTRE');
    t.setNow(new Date('2026-11-20T16:59:59.000Z'));
    expect((await getOrder(sid, order.id)).cancellableUntil).toBe('2026-11-20T17:00:00.000Z');
    t.setNow(new Date('2026-11-20T17:00:00.000Z'));
    expect((await getOrder(sid, order.id)).cancellableUntil).toBeNull();
    const res = await cancel(sid, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(
      /^Les commandes pour ce jour sont closes depuis le vendredi 20 novembre à 18\u00a0h\u00a0: votre commande ne peut plus être annulée en ligne\. Pour la modifier, appelez la boutique au .+\.$/,
    );
    expect((await getOrder(sid, order.id)).status).toBe('Pending');
  });

  it('lets a confirmed order be cancelled but not a ready or completed one', async () => {
    const { sid } = await verifiedUser(t);
    const confirmed = await placeOrder(t, sid, 'METZ-CENTRE');
    await moveOrder(t, adminSid, confirmed.id, ['Confirmed']);
    expect((await cancel(sid, confirmed.id)).statusCode).toBe(200);

    const ready = await placeOrder(t, sid, 'METZ-CENTRE');
    await t.database.db
      .updateTable('order_line')
      .set({ weighed_grams: 1000 })
      .where('order_id', '=', ready.id)
      .execute();
    await moveOrder(t, adminSid, ready.id, ['Confirmed', 'Ready']);
    expect((await getOrder(sid, ready.id)).cancellableUntil).toBeNull();
    const res = await cancel(sid, ready.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(
      /^Votre commande est déjà prête\u00a0: pour l’annuler, appelez la boutique au .+\.$/,
    );
  });

  it('refuses once a line is weighed or noted unavailable, with the shop’s phone, and the order stays', async () => {
    const { sid } = await verifiedUser(t);
    const shopLine = async (orderId: number, payload: object) => {
      const detail = (
        await t.call('GET /api/admin/orders/{id}', { params: { id: orderId }, cookies: { sid: adminSid } })
      ).answer;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/lines/${detail.lines[0]?.id}`,
        cookies: { sid: adminSid },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const weighed = await placeOrder(t, sid, 'METZ-CENTRE');
    await moveOrder(t, adminSid, weighed.id, ['Confirmed']);
    await shopLine(weighed.id, { weighedQuantity: 1.05 });
    const res = await cancel(sid, weighed.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toBe(
      `Votre commande est en préparation («\u00a0${weighed.lines[0]?.designation}\u00a0» est déjà pesé)\u00a0: pour l’annuler, appelez la boutique au ${weighed.shop.phone}.`,
    );
    expect((await getOrder(sid, weighed.id)).status).toBe('Confirmed');

    const unavailable = await placeOrder(t, sid, 'METZ-CENTRE');
    await shopLine(unavailable.id, { unavailable: true });
    const refused = await cancel(sid, unavailable.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      /^Votre commande est en préparation \(«\u00a0.+\u00a0» est déjà noté indisponible\)\u00a0: pour l’annuler, appelez la boutique au \d/,
    );
    expect((await getOrder(sid, unavailable.id)).status).toBe('Pending');
  });

  it('frees the day’s place as a staff cancel does', async () => {
    const { sid } = await verifiedUser(t);
    const id = await shopId(t, 'MONTIGNY');
    const dayOffered = async () =>
      (
        await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: id }, cookies: { sid } })
      ).answer.slots.some((s) => s.date === '2026-11-21');
    const order = await placeOrder(t, sid, 'MONTIGNY');
    expect(order.date).toBe('2026-11-21');
    await t.database.db.updateTable('shop').set({ daily_capacity: 1 }).where('id', '=', id).execute();
    try {
      expect(await dayOffered()).toBe(false);
      expect((await cancel(sid, order.id)).statusCode).toBe(200);
      expect(await dayOffered()).toBe(true);
    } finally {
      await t.database.db.updateTable('shop').set({ daily_capacity: 30 }).where('id', '=', id).execute();
    }
  });
});
