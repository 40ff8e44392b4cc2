import {
  type AdminOrderDetail,
  beyondTolerance,
  lotOrNull,
  type PriceBasis,
  type UpdateOrderLineRequest,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound, validation } from '../../errors.js';
import { changedValues, recordChange } from '../journal/journal.service.js';
import { boxOfArticle } from '../order-lifecycle/index.js';
import { insertOrderEvent } from '../orders/index.js';
import { repriceOrder } from '../orders/reprice-order.js';
import * as repo from './admin-orders.repository.js';
import { type AdminDeps, findOrderRow, getOrderDetail, publishUpdate } from './admin-orders.service.js';

type LineUpdate = z.output<typeof UpdateOrderLineRequest>;

const kgText = (kg: number) => `${String(kg).replace('.', ',')}\u00a0kg`;

/** Why a weight beyond the tolerance is asked again, and what staff may do about it. */
function beyondToleranceText(weighedGrams: number, orderedGrams: number, tolerancePercent: number): string {
  const what = `${kgText(weighedGrams / 1000)} pour ${kgText(orderedGrams / 1000)} commandés\u00a0: l’écart dépasse la tolérance de ${tolerancePercent}\u00a0%.`;
  return weighedGrams > orderedGrams
    ? `${what} Le prix dépasse ce que le client attend\u00a0: parez la pièce, ou notez comment il a donné son accord.`
    : `${what} Vérifiez la pesée, puis confirmez ce poids.`;
}

/**
 * Weighs a line or marks it unavailable, and re-prices the order from its lines: the amount follows
 * the real weight, VAT is worked out again per rate, the delivery fee stays as placed. The ordered
 * estimate is kept beside the weight.
 */
export async function updateLine(
  deps: AdminDeps,
  orderId: number,
  lineId: number,
  update: LineUpdate,
): Promise<AdminOrderDetail> {
  const { db, now, scope } = deps;
  const at = now.toISOString();
  await findOrderRow(db, scope, orderId);
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const order = await findOrderRow(trx, scope, orderId);
    const line = await repo.findLine(trx, orderId, lineId);
    if (!line) throw notFound('Cette ligne n’existe pas dans la commande.');
    if (order.status !== 'Pending' && order.status !== 'Confirmed') {
      throw new AppError(
        'ORDER_NOT_CHANGEABLE',
        'Cette commande n’est plus en préparation\u00a0: ses lignes ne changent plus.',
      );
    }

    let weighedGrams = line.weighed_grams;
    // A pre-sold box is sold by the piece and settled by weight (ADR 074): weighed, its line is priced at the
    // box's price per kg, and its balance is worked out from that weight at « prête ».
    const box = line.sale_unit === 'piece' ? await boxOfArticle(trx, line.article_id) : undefined;
    if (update.weighedQuantity !== undefined) {
      if (line.sale_unit !== 'kg' && !box) {
        throw validation(
          'WeighedQuantity',
          `«\u00a0${line.designation}\u00a0» se vend à la pièce\u00a0: il ne se pèse pas.`,
        );
      }
      weighedGrams = update.weighedQuantity === null ? null : Math.round(update.weighedQuantity * 1000);
    }
    // Beyond the shop's tolerance the weight is asked again (a typo, or a price the customer was not told);
    // a rise also wants the customer's word, whose absence the history and the order page keep in sight.
    const orderedGrams = line.quantity_hundredths * 10;
    const tolerance = await repo.findWeighingTolerance(trx, order.shop_id);
    const beyond =
      line.sale_unit === 'kg' && weighedGrams !== null && beyondTolerance(orderedGrams, weighedGrams, tolerance);
    if (beyond && weighedGrams !== line.weighed_grams && !update.confirm) {
      throw new AppError('BEYOND_TOLERANCE', beyondToleranceText(weighedGrams as number, orderedGrams, tolerance));
    }
    const rise = beyond && (weighedGrams as number) > orderedGrams;
    if (update.agreement && !rise) {
      throw validation(
        'Agreement',
        'L’accord du client se note pour un poids qui dépasse la tolérance et fait monter le prix.',
      );
    }
    const unavailable = update.unavailable === undefined ? line.is_unavailable === 1 : update.unavailable;
    const { lotNumber, lotId } = await lotOfLine(trx, line, update, weighedGrams);
    const pricePerKg = box && weighedGrams !== null ? box.price_per_kg_cents : null;

    const lines = (
      await trx.selectFrom('order_line').selectAll().where('order_id', '=', orderId).orderBy('position').execute()
    ).map((l) =>
      l.id === line.id
        ? { ...l, weighed_grams: weighedGrams, is_unavailable: unavailable ? 1 : 0, price_per_kg_cents: pricePerKg }
        : l,
    );
    const priced = await repriceOrder(
      trx,
      orderId,
      lines,
      (order.is_pro === 1 ? 'HT' : 'TTC') as PriceBasis,
      order.delivery_fee_cents,
      at,
    );
    const index = lines.findIndex((l) => l.id === line.id);
    const lineTotal = priced.lineTotalsCents[index] ?? 0;
    await repo.updateLine(trx, line.id, {
      weighed_grams: weighedGrams,
      is_unavailable: unavailable ? 1 : 0,
      line_total_cents: lineTotal,
      // Weighed, the amount is no longer an estimate.
      is_estimated: line.sale_unit === 'kg' && weighedGrams === null ? 1 : 0,
      lot_number: lotNumber,
      lot_id: lotId,
      price_per_kg_cents: pricePerKg,
    });

    await recordWeighing(trx, {
      order,
      line,
      update,
      at,
      userId: scope.userId,
      after: { weighedGrams, unavailable, lotNumber, lineTotal },
      tolerance: { beyond, rise, percent: tolerance },
    });
  });
  const detail = await getOrderDetail(db, scope, orderId);
  await publishUpdate(deps, detail);
  return detail;
}

type WeighingRecord = {
  order: Awaited<ReturnType<typeof findOrderRow>>;
  line: NonNullable<Awaited<ReturnType<typeof repo.findLine>>>;
  update: LineUpdate;
  at: string;
  userId: number;
  after: { weighedGrams: number | null; unavailable: boolean; lotNumber: string | null; lineTotal: number };
  tolerance: { beyond: boolean; rise: boolean; percent: number };
};

/** The journal's line and the order's events for a weighing: what changed, and the customer's word if given. */
async function recordWeighing(trx: Db, record: WeighingRecord) {
  const { order, line, update, at, userId } = record;
  const orderId = order.id;
  const { weighedGrams, unavailable, lotNumber, lineTotal } = record.after;
  const { beyond, rise, percent: tolerance } = record.tolerance;
  const common = {
    designation: line.designation,
    orderedHundredths: line.quantity_hundredths,
    saleUnit: line.sale_unit,
  };
  const lineFacts = {
    line: line.designation,
    weighedGrams: line.weighed_grams,
    unavailable: line.is_unavailable === 1,
    lotNumber: line.lot_number,
  };
  const lineAfter = { line: line.designation, weighedGrams, unavailable, lotNumber };
  if (JSON.stringify(lineFacts) !== JSON.stringify(lineAfter)) {
    await recordChange(trx, {
      at,
      userId: userId,
      kind: 'order.line',
      entityType: 'order',
      entityId: orderId,
      summary: unavailable
        ? `Commande ${order.number}\u00a0: «\u00a0${line.designation}\u00a0» indisponible.`
        : `Commande ${order.number}\u00a0: «\u00a0${line.designation}\u00a0» ${weighedGrams === null ? 'sans poids' : `pesé ${kgText(weighedGrams / 1000)}`}${lotNumber ? `, lot ${lotNumber}` : ''}.`,
      ...changedValues(lineFacts, lineAfter),
    });
  }
  if (weighedGrams !== line.weighed_grams) {
    await insertOrderEvent(trx, {
      orderId,
      at,
      userId: userId,
      action: 'weighed',
      detail: {
        ...common,
        lineId: line.id,
        before: line.weighed_grams,
        after: weighedGrams,
        lineTotalCents: lineTotal,
        ...(beyond && { tolerancePercent: tolerance, rise }),
        ...(rise && { agreement: update.agreement ?? null }),
      },
    });
  } else if (update.agreement) {
    // The weight stands; the customer's word, given since, is noted against it.
    await insertOrderEvent(trx, {
      orderId,
      at,
      userId: userId,
      action: 'agreed',
      detail: { ...common, lineId: line.id, after: weighedGrams, agreement: update.agreement },
    });
  }
  if (unavailable !== (line.is_unavailable === 1)) {
    await insertOrderEvent(trx, {
      orderId,
      at,
      userId: userId,
      action: unavailable ? 'unavailable' : 'available',
      detail: { ...common, lineId: line.id },
    });
  }
}

/**
 * The lot a line keeps: the one staff type (linked to the lot of that code, when there is one); when they clear
 * it, the article's; when the line is weighed, the lot it had or else the article's of the moment (a snapshot:
 * the article's lot changes with each delivery, ADR 067).
 */
async function lotOfLine(
  trx: Parameters<typeof repo.findLine>[0],
  line: { article_id: number; lot_number: string | null; lot_id: number | null },
  update: LineUpdate,
  weighedGrams: number | null,
): Promise<{ lotNumber: string | null; lotId: number | null }> {
  if (update.lotNumber !== undefined) {
    const typed = lotOrNull(update.lotNumber);
    if (typed === null) return repo.findArticleLot(trx, line.article_id);
    return { lotNumber: typed, lotId: await repo.findLotIdByCode(trx, typed) };
  }
  if (update.weighedQuantity != null && weighedGrams !== null && line.lot_number === null && line.lot_id === null) {
    return repo.findArticleLot(trx, line.article_id);
  }
  return { lotNumber: line.lot_number, lotId: line.lot_id };
}
