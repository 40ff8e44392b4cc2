import {
  type ChangeOrderLinesInput,
  CUSTOMER_CHANGE_TEXT,
  holdCents,
  type Order,
  type PriceBasis,
  type QuantityLimits,
  type Shop,
} from '@boucherie/contract';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound, validation } from '../../errors.js';
import { assertChangeable, CHANGE } from '../calendar/order-changes.js';
import * as catalogue from '../catalogue/index.js';
import { followHold } from '../payments/index.js';
import { checkCeiling } from '../quantity-limits/quantity-limits.service.js';
import { checkQuotas } from '../quotas/quotas.service.js';
import type { Viewer } from '../sessions/sessions.js';
import { cutOffFor } from './cancel-order.js';
import { fulfilmentAmong } from './fulfilment.js';
import type { OrderDeps } from './order-deps.js';
import { insertOrderEvent } from './order-events.repository.js';
import { tellCustomer } from './order-messaging.js';
import { shopsAndCalendarOf } from './order-shops.js';
import { checkDeliveryMinimum, orderableArticle, unitPriceIn } from './order-writer.js';
import { changedOrderMail } from './orders.messages.js';
import * as repo from './orders.repository.js';
import { getOrder } from './orders.service.js';
import { repriceOrder } from './reprice-order.js';

// The customer changes the quantities of their own order online until the date's cut-off: the same window
// as a cancel (docs/decisions/030-customer-changes-quantities.md). A line whose quantity is unchanged keeps
// its price; a changed line goes through a new order's checks and is priced as today.

type User = NonNullable<Viewer>;
type Db = OrderDeps['db'];
type LineRow = Awaited<ReturnType<typeof repo.findOrderLines>>[number];

/** One line's change, as the history keeps it (quantities in hundredths; after 0: removed). */
export type LineChange = { designation: string; saleUnit: 'kg' | 'piece'; before: number; after: number };

/** Each requested quantity belongs to one of the order's lines; none left is a cancel, not a change. */
function newQuantities(lines: LineRow[], input: ChangeOrderLinesInput): Map<number, number> {
  const byArticle = new Map(lines.map((l) => [l.article_id, l]));
  const unknown = input.lines.find((l) => !byArticle.has(l.articleId));
  if (unknown) {
    throw validation(
      'Lines',
      'Cet article n’est pas dans la commande\u00a0: seules les quantités des articles commandés peuvent changer.',
    );
  }
  const requested = new Map(input.lines.map((l) => [l.articleId, Math.round(l.quantity * 100)]));
  const quantities = new Map(lines.map((l) => [l.id, requested.get(l.article_id) ?? 0]));
  if ([...quantities.values()].every((q) => q === 0)) {
    throw validation(
      'Lines',
      'Votre commande doit garder au moins un article\u00a0: pour tout retirer, annulez la commande.',
    );
  }
  return quantities;
}

/** The zone a delivery's minimum is read from today (none when the post code is no longer served). */
function deliveryZone(shops: Shop[], row: repo.OrderRow) {
  if (row.mode !== 'Delivery') return null;
  try {
    return fulfilmentAmong(shops, 'Delivery', row.shop_id, row.address_post_code ?? undefined).zone;
  } catch {
    // The zone was withdrawn since: the order was accepted there, and its place does not change.
    return null;
  }
}

/**
 * Checks and writes the new quantities inside the caller's transaction (after the order's row lock).
 * Answers the changes made (none: the order already had these quantities). A refusal is thrown inside the
 * transaction, which then writes nothing.
 */
async function writeChanges(
  trx: Db,
  now: Date,
  row: repo.OrderRow,
  input: ChangeOrderLinesInput,
  viewer: User,
  { shops, limits }: { shops: Shop[]; limits: QuantityLimits },
) {
  const lines = await repo.findOrderLines(trx, [row.id]);
  const quantities = newQuantities(lines, input);
  const changed = lines.filter((l) => quantities.get(l.id) !== l.quantity_hundredths);
  if (changed.length === 0) return [];
  const prepared = changed.find((l) => l.weighed_grams !== null || l.is_unavailable === 1);
  if (prepared) {
    throw new AppError(
      'ALREADY_PREPARED',
      `«\u00a0${prepared.designation}\u00a0» est déjà préparé par la boutique\u00a0: pour le changer, appelez la boutique au ${row.shop_phone}.`,
    );
  }

  const basis: PriceBasis = row.is_pro === 1 ? 'HT' : 'TTC';
  const at = now.toISOString();
  const increased = changed.filter((l) => (quantities.get(l.id) ?? 0) > 0);
  const articles = new Map(
    (
      await catalogue
        .findArticlesByIds(
          trx,
          increased.map((l) => l.article_id),
          at,
          null,
        )
        .execute()
    ).map((a) => [a.id, a]),
  );
  const original = new Map(lines.map((l) => [l.id, l.quantity_hundredths]));
  const next = lines.flatMap((line) => {
    const quantity = quantities.get(line.id) ?? 0;
    if (quantity === 0) return [];
    if (quantity === line.quantity_hundredths) return [line];
    const field = `Lines[${input.lines.findIndex((l) => l.articleId === line.article_id)}].Quantity`;
    const article = orderableArticle(
      articles.get(line.article_id),
      { designation: line.designation, quantity_hundredths: quantity },
      'order',
      field,
    );
    // Less of a line placed before a lower ceiling stays possible: only a rise is checked against it.
    if (quantity > line.quantity_hundredths) {
      checkCeiling(
        { limits, pro: row.is_pro === 1, phone: row.shop_phone },
        { designation: article.designation, sale_unit: article.sale_unit, quantity_hundredths: quantity },
        field,
      );
    }
    return [
      {
        ...line,
        quantity_hundredths: quantity,
        unit_price_cents: unitPriceIn(basis, article),
        vat_rate_bp: article.vat_rate_bp,
      },
    ];
  });
  // Only a rise takes from the day's quota (a line placed before a lower quota may keep what it has); the
  // order's own lines are left out of what is sold, its new quantity counted instead.
  const raised = next.filter((l) => l.quantity_hundredths > (original.get(l.id) ?? 0));
  const held = new Map(lines.map((l) => [l.article_id, l.quantity_hundredths]));
  await checkQuotas(trx, row.date, raised, { orderId: row.id, held });
  // The fee stays as placed: the place and the day do not change. A refusal of the minimum rolls back.
  const priced = await repriceOrder(trx, row.id, next, basis, row.delivery_fee_cents, at);
  checkDeliveryMinimum(deliveryZone(shops, row), priced.linesTotalCents, basis, 'order');
  // The card's hold follows the order: within it, or refused before anything is written (409 HOLD_TOO_SMALL).
  const weighedCents = next.reduce(
    (sum, l, i) => sum + (l.is_estimated === 1 ? (priced.lineTotalsCents[i] ?? 0) : 0),
    0,
  );
  const tolerance = shops.find((s) => s.id === row.shop_id)?.weighingTolerancePercent ?? 10;
  await followHold(trx, row.id, holdCents(priced.totalTtcCents, weighedCents, tolerance), now);

  const removed = changed.filter((l) => quantities.get(l.id) === 0).map((l) => l.id);
  if (removed.length > 0) await trx.deleteFrom('order_line').where('id', 'in', removed).execute();
  for (const [i, line] of next.entries()) {
    await trx
      .updateTable('order_line')
      .set({
        quantity_hundredths: line.quantity_hundredths,
        unit_price_cents: line.unit_price_cents,
        vat_rate_bp: line.vat_rate_bp,
        line_total_cents: priced.lineTotalsCents[i] ?? 0,
      })
      .where('id', '=', line.id)
      .execute();
  }
  const changes: LineChange[] = changed.map((l) => ({
    designation: l.designation,
    saleUnit: l.sale_unit,
    before: l.quantity_hundredths,
    after: quantities.get(l.id) ?? 0,
  }));
  await insertOrderEvent(trx, {
    orderId: row.id,
    at,
    userId: viewer.userId,
    action: 'modified',
    detail: { reason: CUSTOMER_CHANGE_TEXT, changes },
  });
  return changes;
}

/**
 * Sets the quantities of the customer's own order while it is Pending or Confirmed and its date's cut-off
 * has not passed; then the order's history, the staff board's event and an e-mail with the new summary.
 * The same body twice changes the order once: the second finds nothing to change and answers the order.
 */
export async function changeOrderLines(
  deps: OrderDeps,
  viewer: User,
  orderId: number,
  input: ChangeOrderLinesInput,
): Promise<Order> {
  const { db, now } = deps;
  if (!(await repo.findUserOrder(db, viewer.userId, orderId))) throw notFound('Cette commande n’existe pas.');
  const { shops, limits } = await shopsAndCalendarOf(deps);
  const changes = await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const row = await repo.findUserOrder(trx, viewer.userId, orderId);
    if (!row) throw notFound('Cette commande n’existe pas.');
    const cutOff = await cutOffFor(trx, now, row.shop_id, row.date, shops);
    assertChangeable({ status: row.status, shopPhone: row.shop_phone }, cutOff, now, CHANGE);
    return writeChanges(trx, now, row, input, viewer, { shops, limits });
  });

  // A replaced page of the provider (an amount raised before authorising) is opened before answering.
  if (changes.length > 0) await deps.effects.runOrder(orderId);
  const order = await getOrder(db, viewer, orderId, now, shops);
  if (changes.length === 0) return order;
  await tellCustomer(deps, viewer.userId, order, changedOrderMail, 'changed order e-mail not sent');
  return order;
}
