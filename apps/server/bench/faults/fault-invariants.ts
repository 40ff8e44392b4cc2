// What must hold of an order after a kill, a restart and every repair (issue 46), read from the database,
// the demo provider's objects (Stripe's JSON in demo_payment_object) and both of the order's answers.
import type { Db } from '../../src/db/database.js';
import { checkBoxMoney, checkVoucherMoney, doneRefunds } from './fault-money-checks.js';
import { call } from './fault-steps.js';

export type PaymentIntent = {
  id: string;
  status: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  metadata?: Record<string, string>;
};

async function providerObjects(db: Db, orderId: number) {
  const rows = await db.selectFrom('demo_payment_object').select(['kind', 'body']).execute();
  const objects = rows.map((r) => JSON.parse(r.body) as Record<string, unknown>);
  const intents = objects.filter(
    (o) => o.object === 'payment_intent' && (o.metadata as Record<string, string>)?.order_id === String(orderId),
  ) as unknown as PaymentIntent[];
  const ids = new Set(intents.map((i) => i.id));
  const refunds = objects.filter((o) => o.object === 'refund' && ids.has(String(o.payment_intent))) as {
    amount: number;
    payment_intent: string;
  }[];
  return { intents, refunds };
}

/** Effects of the order not yet done: due now (by the server's clock), or left for a person. */
export async function unfinishedEffects(db: Db, orderIds: number[] | null, nowIso: string) {
  let query = db
    .selectFrom('order_effect')
    .select(['id', 'order_id', 'kind', 'status', 'attempts', 'last_error', 'next_at'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'running'),
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'pending'), eb('next_at', '<=', nowIso)]),
      ]),
    );
  if (orderIds) query = query.where('order_id', 'in', orderIds.length ? orderIds : [-1]);
  return query.execute();
}

const euros = (cents: number) => Math.round(cents) / 100;

/** Every violation found on one order, each a line that says what and with which figures. */
export async function checkOrder(
  base: string,
  db: Db,
  orderId: number,
  sids: { customer?: string; admin: string },
  nowIso: string,
): Promise<string[]> {
  const bad: string[] = [];
  const say = (text: string) => bad.push(`order ${orderId}: ${text}`);
  const order = await db
    .selectFrom('customer_order')
    .select(['status', 'total_ttc_cents', 'date'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return bad;
  const payment = await db.selectFrom('order_payment').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (payment?.method !== 'online') return bad;
  const { intents, refunds } = await providerObjects(db, orderId);
  const tracked = intents.find((i) => i.id === payment.payment_intent_id);
  // A box's balance has its PaymentIntent beside the deposit's (ADR 074): the shop tracks both.
  const balance = intents.find((i) => i.id === payment.balance_intent_id);
  const isBox = payment.capture_on_hold === 1;
  const events = await db
    .selectFrom('order_event')
    .select(['action', 'detail'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const steps = events.filter((e) => e.action === 'payment').map((e) => JSON.parse(e.detail).paymentStep as string);
  const count = (step: string) => steps.filter((s) => s === step).length;
  const notes = await db
    .selectFrom('invoice')
    .select(['id', 'total_ttc_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'credit_note')
    .execute();
  const describe = `order ${order.status}, payment ${payment.status} (held ${payment.held_cents}, captured ${payment.captured_cents}, refunded ${payment.refunded_cents})${tracked ? `, provider ${tracked.status} (capturable ${tracked.amount_capturable}, received ${tracked.amount_received}, refunded ${tracked.amount_refunded})` : ''}`;

  // Money held anywhere but on the tracked intent of an order still open.
  for (const pi of intents) {
    if (pi.id === payment.balance_intent_id) continue;
    if (pi.id !== payment.payment_intent_id && pi.status === 'requires_capture')
      say(`a hold the shop does not track: ${pi.id} holds ${pi.amount_capturable} (${describe})`);
    if (pi.id !== payment.payment_intent_id && pi.status === 'succeeded')
      say(`money taken on an intent the shop does not track: ${pi.id} received ${pi.amount_received} (${describe})`);
  }
  const held = tracked?.status === 'requires_capture';
  if (order.status === 'Ready' || order.status === 'Completed') {
    if (tracked?.status !== 'succeeded') say(`${order.status} but never captured (${describe})`);
    // A box's deposit is not its weighed price: `checkBoxMoney` adds deposit, balance and refund.
    else if (!isBox && tracked.amount_received !== order.total_ttc_cents)
      say(`captured ${tracked.amount_received} for a weighed total of ${order.total_ttc_cents} (${describe})`);
    if (!['captured', 'refunded', 'partially_captured'].includes(payment.status))
      say(`${order.status} with its payment ${payment.status} (${describe})`);
  }
  if (order.status === 'Cancelled' && (held || payment.status === 'authorized'))
    say(`cancelled and its hold not released (${describe})`);
  if (held && payment.status !== 'authorized') say(`the provider holds money the shop does not record (${describe})`);
  if (payment.status === 'authorized' && !held) say(`recorded as held, but the provider holds nothing (${describe})`);
  if (held && payment.held_cents !== tracked.amount_capturable)
    say(`held ${tracked.amount_capturable} at the provider, ${payment.held_cents} recorded (${describe})`);
  const received = (tracked?.amount_received ?? 0) + (balance?.amount_received ?? 0);
  if (tracked?.status === 'succeeded' && payment.captured_cents !== received)
    say(`captured ${tracked.amount_received} at the provider, ${payment.captured_cents} recorded (${describe})`);
  if (tracked?.status === 'canceled' && payment.status === 'authorized')
    say(`released at the provider, not recorded (${describe})`);
  if (
    order.status !== 'Cancelled' &&
    ['Pending', 'Confirmed'].includes(order.status) &&
    order.date < nowIso.slice(0, 10) &&
    held
  )
    say(`its day passed and the hold is still there (${describe})`);

  // Refunds: once per credit note, each recorded.
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  if (refunded !== payment.refunded_cents)
    say(`refunded ${refunded} at the provider, ${payment.refunded_cents} recorded (${describe})`);
  if (tracked && tracked.amount_refunded + (balance?.amount_refunded ?? 0) !== refunded)
    say(`the intent's refunded total is not its refunds' sum`);
  const owed = Math.min(
    notes.reduce((s, n) => s + n.total_ttc_cents, 0),
    tracked?.amount_received ?? 0,
  );
  if (notes.length > 0 && refunded !== owed)
    say(
      `${notes.length} credit note(s) owe ${owed} to the card, ${refunds.length} refund(s) gave ${refunded} (${describe})`,
    );
  const boxRefunds = await doneRefunds(db, orderId, `order:${orderId}:refund:box-lighter`);
  if (refunds.length > notes.length + boxRefunds)
    say(`${refunds.length} refunds for ${notes.length} credit note(s) and ${boxRefunds} lighter box(es)`);

  // History: each money step once, and as the payment says.
  const captures = count('captured') + count('partially_captured');
  const capturedNow = ['captured', 'partially_captured', 'refunded'].includes(payment.status);
  const balanceCaptured = payment.balance_state === 'captured' ? 1 : 0;
  if (captures !== (capturedNow ? 1 + balanceCaptured : 0))
    say(`${captures} capture step(s) in the history (${describe}; steps ${steps.join(',')})`);
  if (count('released') > 1 || (payment.status === 'released' && payment.payment_intent_id && count('released') === 0))
    say(`${count('released')} release step(s) in the history (${describe}; steps ${steps.join(',')})`);
  if (count('refunded') !== refunds.length)
    say(`${count('refunded')} refund steps for ${refunds.length} refund(s) (steps ${steps.join(',')})`);
  if (payment.payment_intent_id && count('held') < 1 && payment.status !== 'awaiting_authorization')
    say(`held at the provider with no « held » step in the history (steps ${steps.join(',')})`);
  const moves = events.map((e) => JSON.parse(e.detail).to as string | undefined).filter(Boolean);
  const lastTo = moves.at(-1) ?? 'Pending';
  if (lastTo !== order.status) say(`status ${order.status} but the history's last move is to ${lastTo}`);

  // Both pages tell the database's truth.
  const pages = [
    ...(sids.customer ? [['customer', sids.customer, `/api/orders/${orderId}`]] : []),
    ['staff', sids.admin, `/api/admin/orders/${orderId}`],
  ] as const;
  for (const [who, sid, url] of pages) {
    const res = await call(base, 'GET', url, { sid });
    const shown = res.body as { status?: string; payment?: Record<string, unknown> };
    if (res.status !== 200) {
      say(`the ${who}'s answer is ${res.status}`);
      continue;
    }
    const p = shown.payment ?? {};
    if (shown.status !== order.status) say(`the ${who}'s page says ${shown.status}, the database ${order.status}`);
    if (p.status !== payment.status)
      say(`the ${who}'s page says payment ${String(p.status)}, the database ${payment.status}`);
    if (p.capturedAmount !== euros(payment.captured_cents) || p.refundedAmount !== euros(payment.refunded_cents))
      say(
        `the ${who}'s page shows captured ${String(p.capturedAmount)} refunded ${String(p.refundedAmount)} (${describe})`,
      );
    if (
      order.status !== 'Cancelled' &&
      ['awaiting_authorization', 'failed'].includes(payment.status) &&
      !p.checkoutUrl &&
      who === 'customer'
    )
      say(`waiting for its card with no page to pay on (checkoutUrl null; ${describe})`);
  }

  if (isBox) bad.push(...(await checkBoxMoney(db, orderId, { intents, refunds })));
  bad.push(...(await checkVoucherMoney(db, orderId)));

  const effects = await unfinishedEffects(db, [orderId], nowIso);
  for (const e of effects)
    say(`effect ${e.id} ${e.kind} left ${e.status} after ${e.attempts} attempt(s): ${e.last_error ?? ''}`);
  return bad;
}
