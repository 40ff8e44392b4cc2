import { randomBytes } from 'node:crypto';
import {
  addDays,
  MEAL_VOUCHER_CHECKOUT_REFUSAL,
  type MealVoucherSplit,
  mealVoucherSplit,
  parisInstant,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { mealVouchersTakenFrom, onlineMealVouchersOn } from '../order-lifecycle/index.js';

// Titres-restaurant online (issue 41, ADR 073): what they pay of an order, from the contract's one rule
// (mealVoucherSplit) and what the customer already paid in titres on the order's day, online or at the till.

/**
 * What the customer paid in titres on `date`: their online titres' part of orders for that day (net of what
 * went back, a part awaiting its page's answer counted) and the till's titres taken from them that Paris day
 * (reversals counted). Read under the customer's lock when placing an order, so two orders at once never both
 * take the same 25 €.
 */
export async function mealVouchersUsedOn(db: Db, userId: number, date: string): Promise<number> {
  const [online, till] = await Promise.all([
    onlineMealVouchersOn(db, userId, date),
    mealVouchersTakenFrom(db, userId, {
      from: parisInstant(date, '00:00').toISOString(),
      to: parisInstant(addDays(date, 1), '00:00').toISOString(),
    }),
  ]);
  return online + till;
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

/** The path of the titres provider's page for one part (ADR 073): the demo's, served by the shop. */
export const MEAL_VOUCHER_PAGE_PATH = '/paiement-titres';

/**
 * The titres' part of a new order, written with it, awaiting the customer on the titres provider's page (ADR
 * 073): nothing is debited until they answer there. Answers the page's token, the capability its address
 * carries (unguessable: 24 random bytes).
 */
export async function writeMealVoucherPayment(
  trx: Db,
  now: Date,
  input: { orderId: number; userId: number; date: string; amountCents: number },
): Promise<string> {
  const at = now.toISOString();
  const token = randomBytes(24).toString('base64url');
  await trx
    .insertInto('meal_voucher_payment')
    .values({
      order_id: input.orderId,
      customer_id: input.userId,
      date: input.date,
      amount_cents: input.amountCents,
      status: 'awaiting_customer',
      provider_ref: null,
      page_token: token,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return token;
}
