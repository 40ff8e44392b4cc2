import type { OrderPayment } from '@boucherie/contract';
import type { PaymentProvider } from '../modules/payments/payment-provider.js';
import { loginAs, verifiedUser } from './accounts-helpers.js';
import { moveOrder, putInCart, shopId } from './people-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// Card orders through the API and the project's Stripe stand-in (ADR 049), for the payment tests: a shop that
// offers the card, a weighed article, and the steps a customer and the staff take.

/** A payment test's start: its app, the owner's session, and Metz-Centre taking cards. */
export async function startCardShop(options?: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(options);
  const adminSid = await loginAs(t, 'admin@example.com');
  return { t, adminSid, card: await cardShop(t, adminSid) };
}
export type CardOrders = Awaited<ReturnType<typeof cardShop>>;

/**
 * A titres-restaurant test's start (ADR 073): Metz-Centre takes them online, its weighed article is 20 € the kilo,
 * eligible (raw beef) and without discount, so the amounts are round; `day`, its first pickup day not a Sunday.
 */
export async function startTitresShop() {
  const start = await startCardShop();
  const { t, card } = start;
  const db = t.database.db;
  await db.updateTable('shop').set({ accepts_meal_vouchers: 1 }).where('id', '=', card.shop).execute();
  await db
    .updateTable('article')
    .set({ price_cents: 2000, discount_price_cents: null, meal_voucher_eligible: 1 })
    .where('id', '=', card.kgArticle)
    .execute();
  const { sid } = await verifiedUser(t);
  const dates = await card.slotDates(sid);
  const day = dates.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0) as string;
  return { ...start, day };
}

export async function cardShop(t: TestApp, adminSid: string) {
  const metz = await shopId(t, 'METZ-CENTRE');
  await t.database.db.updateTable('shop').set({ payment_policy: 'online_or_counter' }).where('id', '=', metz).execute();
  const article = await t.database.db
    .selectFrom('article')
    .select('id')
    .where('sale_unit', '=', 'kg')
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return cardOrders(t, adminSid, metz, article.id);
}

export function cardOrders(t: TestApp, adminSid: string, shop: number, kgArticle: number) {
  const slotDates = async (sid: string) => {
    const res = await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: shop }, cookies: { sid } });
    return res.answer.slots.map((s) => s.date);
  };
  const place = async (sid: string, date?: string) => {
    await putInCart(t, sid, kgArticle);
    const day = date ?? (await slotDates(sid))[0];
    if (!day) throw new Error(`no pickup date at shop ${shop}`);
    const res = await t.call('POST /api/orders', {
      cookies: { sid },
      body: { mode: 'Pickup', shopId: shop, date: day, paymentMethod: 'online' },
    });
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
    return res.answer;
  };
  /** A button of the stand-in's hosted page (« autoriser », « refuser », « carte-refusee »). */
  const onPage = (checkoutUrl: string | null, action: string) =>
    t.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl ?? '').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
  const order = async (sid: string, id: number) =>
    (await t.call('GET /api/orders/{id}', { params: { id }, cookies: { sid } })).answer;
  const payment = async (sid: string, id: number): Promise<OrderPayment> => (await order(sid, id)).payment;
  const staffOrder = async (id: number) =>
    (await t.call('GET /api/admin/orders/{id}', { params: { id }, cookies: { sid: adminSid } })).answer;
  const provider = async () => (await t.app.payments.provider()) as PaymentProvider;
  const hold = async (orderId: number) => {
    const row = await t.database.db
      .selectFrom('order_payment')
      .select('payment_intent_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return (await provider()).readHold(row.payment_intent_id ?? '');
  };
  const steps = async (id: number) =>
    (await staffOrder(id)).events.filter((e) => e.action === 'payment').map((e) => e.detail);
  /** Weighs every line at `kg` and marks the order ready (through Confirmed); `word`: the customer's, beyond the tolerance. */
  const weighAndReady = async (id: number, kg = 0.95, word?: { confirm: true; agreement: 'phone' | 'counter' }) => {
    await moveOrder(t, adminSid, id, ['Confirmed']);
    for (const line of (await staffOrder(id)).lines)
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${id}/lines/${line.id}`,
        cookies: { sid: adminSid },
        payload: { weighedQuantity: kg, ...word },
      });
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      cookies: { sid: adminSid },
      payload: { status: 'Ready' },
    });
  };
  return {
    shop,
    kgArticle,
    slotDates,
    place,
    onPage,
    order,
    payment,
    staffOrder,
    provider,
    hold,
    steps,
    weighAndReady,
  };
}
