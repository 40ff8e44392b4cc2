// What must hold of the money flows added after issue 46, after a kill, a restart and every repair: a pre-sold
// box's deposit, balance and refund (ADR 074), and the titres-restaurant's debit and refund (ADR 073). Read
// from the database and the demo providers' objects (keyed by their idempotency keys).
import { boxSettlement } from '@boucherie/contract';
import type { Db } from '../../src/db/database.js';
import type { PaymentIntent } from './fault-invariants.js';

/** How many of the order's refund effects with this key were done. */
export async function doneRefunds(db: Db, orderId: number, key: string) {
  const rows = await db
    .selectFrom('order_effect')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('dedupe_key', '=', key)
    .where('status', '=', 'done')
    .execute();
  return rows.length;
}

/**
 * A box order made « prête »: deposit + balance − refund is the weighed price worked out again from the box and
 * the grams weighed, the balance charged at most once (one PaymentIntent taken beside the deposit's), the
 * lighter box's refund given once.
 */
export async function checkBoxMoney(
  db: Db,
  orderId: number,
  provider: { intents: PaymentIntent[]; refunds: { amount: number; payment_intent: string }[] },
): Promise<string[]> {
  const bad: string[] = [];
  const say = (text: string) => bad.push(`order ${orderId}: box: ${text}`);
  const order = await db
    .selectFrom('customer_order')
    .select(['status', 'total_ttc_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.status !== 'Ready' && order.status !== 'Completed') return bad;
  const payment = await db
    .selectFrom('order_payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_line as l')
    .innerJoin('box as b', 'b.article_id', 'l.article_id')
    .select(['l.weighed_grams', 'b.nominal_weight_grams', 'b.price_per_kg_cents', 'b.deposit_percent'])
    .where('l.order_id', '=', orderId)
    .execute();
  const due = { weighed: 0, deposit: 0, balance: 0, refund: 0 };
  for (const line of lines) {
    const box = {
      nominalWeightGrams: line.nominal_weight_grams,
      pricePerKgCents: line.price_per_kg_cents,
      depositPercent: line.deposit_percent,
    };
    const s = boxSettlement(box, line.weighed_grams ?? line.nominal_weight_grams);
    due.weighed += s.weighedCents;
    due.deposit += s.depositCents;
  }
  due.balance = Math.max(0, due.weighed - due.deposit);
  due.refund = Math.max(0, due.deposit - due.weighed);
  const deposit = provider.intents.find((i) => i.id === payment.payment_intent_id);
  const taken = provider.intents.filter((i) => i.id !== payment.payment_intent_id && i.amount_received > 0);
  const balanceTaken = taken.reduce((sum, i) => sum + i.amount_received, 0);
  const refunded = provider.refunds.reduce((sum, r) => sum + r.amount, 0);
  const figures = `deposit ${deposit?.amount_received ?? 0}, balance ${balanceTaken} on ${taken.length} intent(s), refunded ${refunded}; due ${JSON.stringify(due)}; balance_state ${payment.balance_state}`;
  if (order.total_ttc_cents !== due.weighed)
    say(`total ${order.total_ttc_cents}, weighed price ${due.weighed} (${figures})`);
  if ((deposit?.amount_received ?? 0) + balanceTaken - refunded !== due.weighed)
    say(`deposit + balance − refund is not the weighed price (${figures})`);
  if (taken.length > 1) say(`the balance charged ${taken.length} times (${figures})`);
  if (due.balance > 0 && payment.balance_state !== 'captured') say(`the balance not taken (${figures})`);
  if (taken.length === 1 && taken[0]?.id !== payment.balance_intent_id)
    say(`the balance taken on an intent the shop does not keep (${figures})`);
  const charges = await db
    .selectFrom('order_effect')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge_balance')
    .execute();
  if (charges.length > 1) say(`${charges.length} charge_balance effects`);
  if (due.refund > 0 && provider.refunds.length !== 1)
    say(`${provider.refunds.length} refund(s) of a lighter box (${figures})`);
  return bad;
}

type DemoDebit = { id: string; amount: number; refunded: number; refunds: string[] };

/**
 * An order with a titres' part: debited exactly once (at the provider, one object of the order's debit effects)
 * when its answer committed, never otherwise; what the provider gave back is what is recorded, once per
 * refund effect; a cancelled order's titres all given back.
 */
export async function checkVoucherMoney(db: Db, orderId: number): Promise<string[]> {
  const bad: string[] = [];
  const say = (text: string) => bad.push(`order ${orderId}: titres: ${text}`);
  const row = await db
    .selectFrom('meal_voucher_payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return bad;
  const order = await db
    .selectFrom('customer_order')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const effects = await db
    .selectFrom('order_effect')
    .select(['id', 'kind'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['voucher_debit', 'voucher_refund'])
    .execute();
  const debitKeys = effects.filter((e) => e.kind === 'voucher_debit').map((e) => `mvd_effect:${e.id}`);
  const objects = debitKeys.length
    ? await db.selectFrom('demo_payment_object').select('body').where('id', 'in', debitKeys).execute()
    : [];
  const debits = objects.map((o) => JSON.parse(o.body) as DemoDebit);
  const debited = debits.reduce((sum, d) => sum + d.amount, 0);
  const refunded = debits.reduce((sum, d) => sum + d.refunded, 0);
  const figures = `part ${row.amount_cents} ${row.status} (refunded ${row.refunded_cents}), order ${order.status}, ${debits.length} debit(s) of ${debited}, refunded ${refunded}`;
  const paid = ['pending', 'captured', 'refunded'].includes(row.status);
  if (paid && (debits.length !== 1 || debited !== row.amount_cents)) say(`not debited exactly once (${figures})`);
  if (!paid && debits.length > 0) say(`debited though never paid (${figures})`);
  if (row.status === 'pending') say(`its debit written, never done (${figures})`);
  if (debits.length === 1 && row.provider_ref !== debits[0]?.id) say(`the debit not recorded (${figures})`);
  if (refunded !== row.refunded_cents) say(`the provider gave back ${refunded}, ${row.refunded_cents} recorded`);
  const refundEffects = effects.filter((e) => e.kind === 'voucher_refund').length;
  const refunds = debits.reduce((sum, d) => sum + d.refunds.length, 0);
  if (refunds > refundEffects) say(`${refunds} refunds for ${refundEffects} refund effect(s) (${figures})`);
  if (order.status === 'Cancelled' && paid && (refunded !== debited || row.status !== 'refunded'))
    say(`cancelled, its titres not all given back (${figures})`);
  if (order.status === 'Cancelled' && row.status === 'awaiting_customer') say(`cancelled, its part still awaits`);
  return bad;
}
