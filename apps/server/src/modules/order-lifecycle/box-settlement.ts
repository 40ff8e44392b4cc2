import { type BoxOrderSettlement, boxDepositCents, boxSettlement } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';

// A box's deposit at the order and its settlement at weighing (issue 40, ADR 074): read by the writer of
// orders, the weighing, the move to « prête » and the answer of an order. The lifecycle's, not the boxes' module's:
// the boxes' module moves orders and refunds cards, so the modules it calls read the settlement here without
// a ring (a read of the box rows, which only the boxes' module writes).

type BoxShape = { nominal_weight_grams: number; price_per_kg_cents: number; deposit_percent: number };
const shapeOf = (b: BoxShape) => ({
  nominalWeightGrams: b.nominal_weight_grams,
  pricePerKgCents: b.price_per_kg_cents,
  depositPercent: b.deposit_percent,
});

function boxesOf(trx: Db, articleIds: number[]) {
  return trx
    .selectFrom('box')
    .select(['article_id', 'nominal_weight_grams', 'price_per_kg_cents', 'deposit_percent'])
    .where('article_id', 'in', articleIds)
    .execute();
}

/**
 * The deposits of an order's box lines (a box a piece), or null when it holds no box. Lines of other articles
 * add nothing: they are paid at the shop.
 */
export async function depositOfLines(
  trx: Db,
  lines: readonly { article_id: number; quantity_hundredths: number }[],
): Promise<number | null> {
  const ids = [...new Set(lines.map((l) => l.article_id))];
  if (ids.length === 0) return null;
  const boxes = await boxesOf(trx, ids);
  if (boxes.length === 0) return null;
  const byArticle = new Map(boxes.map((b) => [b.article_id, b]));
  return lines.reduce((sum, l) => {
    const box = byArticle.get(l.article_id);
    if (!box) return sum;
    return sum + boxDepositCents(shapeOf(box)) * Math.round(l.quantity_hundredths / 100);
  }, 0);
}

/**
 * Refuses a box ordered for another day or shop than its distribution's (ADR 074): its count is the quota of that
 * day only, so an order for another day would not be counted and could sell more boxes than the animal gives.
 */
export async function checkBoxDays(
  trx: Db,
  date: string,
  shopId: number,
  lines: readonly { article_id: number; designation: string }[],
) {
  const ids = [...new Set(lines.map((l) => l.article_id))];
  if (ids.length === 0) return;
  const boxes = await trx
    .selectFrom('box')
    .select(['article_id', 'distribution_date', 'shop_id'])
    .where('article_id', 'in', ids)
    .execute();
  for (const box of boxes) {
    if (box.distribution_date === date && box.shop_id === shopId) continue;
    const line = lines.find((l) => l.article_id === box.article_id);
    throw new AppError(
      'ARTICLE_UNAVAILABLE',
      `«\u00a0${line?.designation ?? 'Ce colis'}\u00a0» se retire le ${frenchDay(box.distribution_date)}, dans la boutique qui le distribue\u00a0: choisissez ce jour et cette boutique.`,
      { date: ['Ce colis se retire un autre jour.'] },
    );
  }
}

/** The box an article is (its price per kg, for its line's weighing), or undefined for any other article. */
export function boxOfArticle(trx: Db, articleId: number) {
  return trx
    .selectFrom('box')
    .select(['price_per_kg_cents', 'nominal_weight_grams'])
    .where('article_id', '=', articleId)
    .executeTakeFirst();
}

/** The price per kg of the boxes among these articles, by article (the order lines' answer, ADR 074). */
export async function boxPricesOf(trx: Db, articleIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(articleIds)];
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('box')
    .select(['article_id', 'price_per_kg_cents'])
    .where('article_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.article_id, r.price_per_kg_cents]));
}

export type BoxOrderCents = {
  depositCents: number;
  weighedCents: number;
  balanceCents: number;
  refundCents: number;
  /** Every box line weighed or marked unavailable. */
  weighed: boolean;
};

/**
 * Orders' box settlements, from their lines (`boxSettlement` summed over each order's box lines); an order
 * without a box is absent. A box line not weighed counts at its nominal weight (the price the customer was
 * told); one marked unavailable weighs nothing, so its whole deposit goes back.
 */
export async function boxSettlementsOfOrders(trx: Db, orderIds: number[]): Promise<Map<number, BoxOrderCents>> {
  const found = new Map<number, BoxOrderCents>();
  if (orderIds.length === 0) return found;
  const lines = await trx
    .selectFrom('order_line as l')
    .innerJoin('box as b', 'b.article_id', 'l.article_id')
    .select([
      'l.order_id',
      'l.quantity_hundredths',
      'l.weighed_grams',
      'l.is_unavailable',
      'b.nominal_weight_grams',
      'b.price_per_kg_cents',
      'b.deposit_percent',
    ])
    .where('l.order_id', 'in', orderIds)
    .execute();
  for (const l of lines) {
    const sum = found.get(l.order_id) ?? {
      depositCents: 0,
      weighedCents: 0,
      balanceCents: 0,
      refundCents: 0,
      weighed: true,
    };
    const count = Math.round(l.quantity_hundredths / 100);
    const grams = l.is_unavailable === 1 ? 0 : (l.weighed_grams ?? l.nominal_weight_grams * count);
    const s = boxSettlement(shapeOf(l), grams, count);
    sum.depositCents += s.depositCents;
    sum.weighedCents += s.weighedCents;
    if (l.weighed_grams === null && l.is_unavailable !== 1) sum.weighed = false;
    // Netted over the order's boxes: one card payment for the balance, or one refund.
    sum.balanceCents = Math.max(0, sum.weighedCents - sum.depositCents);
    sum.refundCents = Math.max(0, sum.depositCents - sum.weighedCents);
    found.set(l.order_id, sum);
  }
  return found;
}

/** One order's box settlement, or null when it holds no box. */
export async function boxSettlementOfOrder(trx: Db, orderId: number): Promise<BoxOrderCents | null> {
  return (await boxSettlementsOfOrders(trx, [orderId])).get(orderId) ?? null;
}

/**
 * Where a card box order's balance stands, from the order's status and its payment: weighed at « prête »,
 * then charged, taken, refused (due at the shop), or given back for a lighter box.
 */
export function boxBalanceState(
  orderStatus: string,
  payment: { status: string; balance_state: string | null },
  cents: BoxOrderCents,
): BoxOrderSettlement['balanceState'] {
  if (payment.balance_state === 'charging') return 'charging';
  if (payment.balance_state === 'captured') return 'captured';
  if (payment.balance_state === 'refused') return 'due_at_shop';
  if (orderStatus !== 'Ready' && orderStatus !== 'Completed') return 'awaiting_weighing';
  if (cents.refundCents > 0) return 'refund';
  // A deposit never taken by card leaves the whole weighed price to pay at the shop.
  if (!['captured', 'partially_captured', 'refunded'].includes(payment.status)) return 'due_at_shop';
  return cents.balanceCents > 0 ? 'due_at_shop' : 'settled';
}

/** The settlement as the order's answer carries it, with where its balance stands. */
export function boxSettlementAnswer(
  cents: BoxOrderCents,
  state: BoxOrderSettlement['balanceState'],
): BoxOrderSettlement {
  return {
    depositAmount: cents.depositCents / 100,
    weighedAmount: cents.weighedCents / 100,
    balanceAmount: cents.balanceCents / 100,
    refundAmount: cents.refundCents / 100,
    weighed: cents.weighed,
    balanceState: state,
  };
}
