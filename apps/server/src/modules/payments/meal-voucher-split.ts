import {
  addDays,
  MEAL_VOUCHER_CHECKOUT_REFUSAL,
  type MealVoucherSplit,
  mealVoucherSplit,
  parisInstant,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { addEffect } from '../order-lifecycle/index.js';

// Titres-restaurant online (issue 41, ADR 073): what they pay of an order, from the contract's one rule
// (mealVoucherSplit) and what the customer already paid in titres on the order's day, online or at the till.

/**
 * What the customer paid in titres on `date`: their online titres' part of orders for that day (net of what
 * went back) and the till's titres taken from them that Paris day (reversals counted). Read under the
 * customer's lock when placing an order, so two orders at once never both take the same 25 €.
 */
export async function mealVouchersUsedOn(db: Db, userId: number, date: string): Promise<number> {
  const [online, till] = await Promise.all([
    db
      .selectFrom('meal_voucher_payment')
      .select((eb) => eb.fn.sum<number | string | null>(eb('amount_cents', '-', eb.ref('refunded_cents'))).as('cents'))
      .where('customer_id', '=', userId)
      .where('date', '=', date)
      .executeTakeFirst(),
    db
      .selectFrom('counter_payment as c')
      .innerJoin('customer_order as o', 'o.id', 'c.order_id')
      .select((eb) => eb.fn.sum<number | string | null>('c.amount_cents').as('cents'))
      .where('o.user_id', '=', userId)
      .where('c.method', '=', 'meal_voucher')
      .where('c.at', '>=', parisInstant(date, '00:00').toISOString())
      .where('c.at', '<', parisInstant(addDays(date, 1), '00:00').toISOString())
      .executeTakeFirst(),
  ]);
  return Number(online?.cents ?? 0) + Number(till?.cents ?? 0);
}

/** The articles among `ids` titres may pay. */
export async function eligibleArticles(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('article')
    .select('id')
    .where('id', 'in', ids)
    .where('meal_voucher_eligible', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export type VoucherLines = { articleId: number; totalCents: number }[];

/** The split of an order's lines for a customer on its day, and what they had used that day. */
export async function mealVoucherSplitOf(
  db: Db,
  input: { userId: number; date: string; lines: VoucherLines; deliveryFeeCents: number },
): Promise<{ split: MealVoucherSplit; usedCents: number }> {
  const [eligible, usedCents] = await Promise.all([
    eligibleArticles(
      db,
      input.lines.map((l) => l.articleId),
    ),
    mealVouchersUsedOn(db, input.userId, input.date),
  ]);
  const split = mealVoucherSplit({
    date: input.date,
    lines: input.lines.map((l) => ({ totalCents: l.totalCents, eligible: eligible.has(l.articleId) })),
    deliveryFeeCents: input.deliveryFeeCents,
    usedTodayCents: usedCents,
  });
  return { split, usedCents };
}

/**
 * Checkout with titres: their part, or a French 400 (MEAL_VOUCHER_REFUSED) saying why they pay nothing —
 * a Sunday or a bank holiday of the order's day, the day's 25 € already used, nothing eligible.
 */
export async function mealVoucherPartOf(
  db: Db,
  input: { userId: number; date: string; lines: VoucherLines; deliveryFeeCents: number },
): Promise<number> {
  const { split } = await mealVoucherSplitOf(db, input);
  if (split.refusal)
    throw validation('PaymentMethod', MEAL_VOUCHER_CHECKOUT_REFUSAL[split.refusal], 'MEAL_VOUCHER_REFUSED');
  return split.voucherCents;
}

/** The titres' part of a new order, written with it; their provider debits it after the commit (ADR 051). */
export async function writeMealVoucherPayment(
  trx: Db,
  now: Date,
  input: { orderId: number; userId: number; date: string; amountCents: number },
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('meal_voucher_payment')
    .values({
      order_id: input.orderId,
      customer_id: input.userId,
      date: input.date,
      amount_cents: input.amountCents,
      status: 'pending',
      provider_ref: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await addEffect(trx, now, {
    orderId: input.orderId,
    kind: 'voucher_debit',
    payload: {},
    key: `order:${input.orderId}:voucher-debit`,
  });
}
