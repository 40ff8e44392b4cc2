// The money steps of `npm run bench:faults`: each sets its order up through the real API, then names the one
// request (or the start-up) inside which the process is killed.
import type { Db } from '../../src/db/database.js';
import { seedCustomers } from '../bench-customers.js';
import { type BoxFacts, boxFacts, boxTrial, voucherDay, voucherTrial } from './fault-money-steps.js';

export const STEPS = [
  'placement',
  'authorisation',
  'ready',
  'cancel',
  'credit',
  'noshow',
  'box-ready',
  'voucher',
] as const;
export type Step = (typeof STEPS)[number];

export type Answer = { status: number; body: Record<string, unknown>; location: string | null };

export async function call(
  base: string,
  method: string,
  url: string,
  options: { sid?: string; body?: unknown; key?: string; form?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.sid) headers.cookie = `sid=${options.sid}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    redirect: 'manual',
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text: text.slice(0, 200) };
  }
  return { status: res.status, body, location: res.headers.get('location') };
}

export const expectOk = (what: string, answer: Answer, status = 200) => {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer;
};

/**
 * What every trial shares: the shop, a kilogram article, a day far enough to cancel, the staff's session; the
 * demo's box (its day and shop) and a day the shop takes titres-restaurant on.
 */
export type Facts = {
  shopId: number;
  articleId: number;
  date: string;
  adminSid: string;
  db: Db;
  box: BoxFacts;
  voucherDate: string;
};

export async function shopFacts(base: string, db: Db, adminPassword: string): Promise<Facts> {
  const shop = await db
    .selectFrom('shop')
    .select('id')
    .where('department', '=', 'METZ-CENTRE')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('shop')
    .set({ daily_capacity: 100_000, payment_policy: 'online_or_counter', accepts_meal_vouchers: 1 })
    .where('id', '=', shop.id)
    .execute();
  const article = await db
    .selectFrom('article')
    .select('id')
    .where('sale_unit', '=', 'kg')
    .where('is_active', '=', 1)
    .where('withdrawn_at', 'is', null)
    .where('is_out_of_stock', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const slots = expectOk('slots', await call(base, 'GET', `/api/orders/slots?mode=Pickup&shopId=${shop.id}`));
  const dates = (slots.body.slots as { date: string }[]).map((s) => s.date);
  const login = await fetch(`${base}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: adminPassword }),
  });
  const adminSid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (login.status !== 200 || !adminSid) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  // The staff's session outlives the clock moved on by the no-show sweep.
  await db.updateTable('user_session').set({ expires_at: '2099-01-01T00:00:00.000Z' }).execute();
  return {
    shopId: shop.id,
    articleId: article.id,
    date: dates[Math.min(2, dates.length - 1)] as string,
    adminSid,
    db,
    box: await boxFacts(base, db, adminSid),
    voucherDate: voucherDay(dates),
  };
}

let customerCount = 0;

/**
 * A new logged-in customer (straight into the database, as the other benches make them) with 1 kg in the cart,
 * or the article given.
 */
export async function customer(
  base: string,
  facts: Facts,
  item = { articleId: facts.articleId, quantity: 1 },
): Promise<string> {
  customerCount++;
  const [made] = await seedCustomers(facts.db, 1, { prefix: `panne-${process.pid}-${customerCount}-` });
  const sid = made?.token as string;
  // The session outlives the clock moved on by the no-show sweep.
  await facts.db
    .updateTable('user_session')
    .set({ expires_at: '2099-01-01T00:00:00.000Z' })
    .where('user_id', '=', made?.userId as number)
    .execute();
  expectOk('cart', await call(base, 'PUT', '/api/carts', { sid, body: item }));
  return sid;
}

export const placeBody = (facts: Facts) => ({
  mode: 'Pickup',
  shopId: facts.shopId,
  date: facts.date,
  paymentMethod: 'online',
});

export type Placed = { id: number; sid: string; checkoutUrl: string | null };

export async function placed(base: string, facts: Facts): Promise<Placed> {
  const sid = await customer(base, facts);
  const res = expectOk('order', await call(base, 'POST', '/api/orders', { sid, body: placeBody(facts) }), 201);
  const payment = res.body.payment as { checkoutUrl: string | null };
  return { id: res.body.id as number, sid, checkoutUrl: payment.checkoutUrl };
}

export const authorise = (base: string, checkoutUrl: string) =>
  call(base, 'POST', new URL(checkoutUrl, base).pathname, { form: 'action=autoriser' });

export async function authorised(base: string, facts: Facts): Promise<Placed> {
  const order = await placed(base, facts);
  const res = await authorise(base, order.checkoutUrl ?? '');
  if (res.status !== 303) throw new Error(`authorise: ${res.status} ${JSON.stringify(res.body)}`);
  // The customer's return, as the browser follows the redirect to the order page.
  expectOk('return', await call(base, 'GET', `/api/orders/${order.id}`, { sid: order.sid }));
  return order;
}

export const moveTo = (base: string, facts: Facts, id: number, status: string) =>
  call(base, 'POST', `/api/admin/orders/${id}/status`, {
    sid: facts.adminSid,
    body: status === 'Cancelled' ? { status, reason: 'Panne simulée' } : { status },
  });

/** Confirmed and every line weighed a little off the kilogram ordered (within the tolerance). */
export async function weighed(base: string, facts: Facts): Promise<Placed> {
  const order = await authorised(base, facts);
  expectOk('confirm', await moveTo(base, facts, order.id, 'Confirmed'));
  const detail = expectOk('detail', await call(base, 'GET', `/api/admin/orders/${order.id}`, { sid: facts.adminSid }));
  for (const line of detail.body.lines as { id: number }[]) {
    const quantity = Math.round((0.92 + Math.random() * 0.16) * 1000) / 1000;
    expectOk(
      'weigh',
      await call(base, 'PUT', `/api/admin/orders/${order.id}/lines/${line.id}`, {
        sid: facts.adminSid,
        body: { weighedQuantity: quantity, confirm: true },
      }),
    );
  }
  return order;
}

/** Handed over: captured, its invoice issued. Answers the invoice's id. */
export async function completed(base: string, facts: Facts): Promise<Placed & { invoiceId: number }> {
  const order = await weighed(base, facts);
  expectOk('ready', await moveTo(base, facts, order.id, 'Ready'));
  expectOk('completed', await moveTo(base, facts, order.id, 'Completed'));
  const invoices = expectOk(
    'invoices',
    await call(base, 'GET', `/api/admin/orders/${order.id}/invoices`, { sid: facts.adminSid }),
  );
  const invoice = invoices.body.invoice as { id: number } | null;
  if (!invoice) throw new Error('no invoice for a completed order');
  return { ...order, invoiceId: invoice.id };
}

/** A trial's set-up: its orders, and the request to fire (none for the no-show sweep: the start is the step). */
export type Trial = { orderIds: number[]; sids: Map<number, string>; fire?: () => Promise<Answer>; variant: string };

export async function setUp(step: Step, n: number, base: string, facts: Facts): Promise<Trial> {
  const one = (order: Placed, fire: (() => Promise<Answer>) | undefined, variant = '') => ({
    orderIds: [order.id],
    sids: new Map([[order.id, order.sid]]),
    ...(fire ? { fire } : {}),
    variant,
  });
  switch (step) {
    case 'placement': {
      const sid = await customer(base, facts);
      const key = `panne-${process.pid}-${n}`;
      return {
        orderIds: [],
        sids: new Map(),
        fire: () => call(base, 'POST', '/api/orders', { sid, key, body: placeBody(facts) }),
        variant: sid,
      };
    }
    case 'authorisation': {
      const order = await placed(base, facts);
      return one(order, () => authorise(base, order.checkoutUrl ?? ''));
    }
    case 'ready': {
      const order = await weighed(base, facts);
      return one(order, () => moveTo(base, facts, order.id, 'Ready'));
    }
    case 'cancel': {
      const order = await authorised(base, facts);
      if (n % 2 === 0)
        return one(order, () => call(base, 'POST', `/api/orders/${order.id}/cancel`, { sid: order.sid }), 'customer');
      await moveTo(base, facts, order.id, 'Confirmed');
      return one(order, () => moveTo(base, facts, order.id, 'Cancelled'), 'staff');
    }
    case 'credit': {
      const order = await completed(base, facts);
      return one(order, () =>
        call(base, 'POST', `/api/admin/invoices/${order.invoiceId}/credit-notes`, {
          sid: facts.adminSid,
          body: { reason: 'Panne simulée' },
        }),
      );
    }
    case 'noshow': {
      // Two held orders nobody collects, one of them confirmed; the shop's rule alternates.
      const rule = n % 2 === 0 ? 'release' : 'capture';
      await facts.db.updateTable('shop').set({ no_show_rule: rule }).where('id', '=', facts.shopId).execute();
      const a = await authorised(base, facts);
      const b = await authorised(base, facts);
      await moveTo(base, facts, b.id, 'Confirmed');
      return {
        orderIds: [a.id, b.id],
        sids: new Map([
          [a.id, a.sid],
          [b.id, b.sid],
        ]),
        variant: rule,
      };
    }
    case 'box-ready':
      return boxTrial(n, base, facts);
    case 'voucher':
      return voucherTrial(n, base, facts);
  }
}
