import {
  type Box,
  boxDepositCents,
  type CancelLotBoxesResponse,
  type LotBoxesResponse,
  nominalWeightText,
  type PutBoxRequest,
  parisDate,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import { recordChange } from '../journal/journal.service.js';
import { setArticleLotIn } from '../lots/index.js';
import { transitionOrder } from '../order-lifecycle/index.js';
import { planFullRefund } from '../payments/index.js';
import { setOnlyQuota } from '../quotas/quotas.service.js';
import * as repo from './boxes.repository.js';

// Pre-sold boxes from one animal (issue 40, ADR 074). A box is an article of kind « colis » sold by the piece;
// its count is the article's only quota, on the distribution day, so an order past the last box is refused by
// the order's own count under the quota's lock (ADR 070): one way to count, not two. What is sold is read
// from the live orders, never stored.

type Deps = { db: Db; now: Date; userId: number };

function toBox(row: repo.BoxRow): Box {
  const sold = Math.round(Number(row.sold_hundredths) / 100);
  const shape = {
    nominalWeightGrams: row.nominal_weight_grams,
    pricePerKgCents: row.price_per_kg_cents,
    depositPercent: row.deposit_percent,
  };
  return {
    id: row.id,
    articleId: row.article_id,
    designation: row.designation,
    kind: 'colis',
    lot: { id: row.lot_id, code: row.lot_code, slaughterDate: row.slaughter_date ?? null },
    boxCount: row.box_count,
    nominalWeightGrams: row.nominal_weight_grams,
    nominalWeightText: nominalWeightText(row.nominal_weight_grams),
    pricePerKgCents: row.price_per_kg_cents,
    nominalPriceCents: Math.round((row.price_per_kg_cents * row.nominal_weight_grams) / 1000),
    distributionDate: row.distribution_date,
    shopId: row.shop_id,
    depositPercent: row.deposit_percent,
    depositCents: boxDepositCents(shape),
    sold,
    remaining: row.cancelled_at ? 0 : Math.max(0, row.box_count - sold),
    cancelledAt: row.cancelled_at,
  };
}

export async function readBox(db: Db, articleId: number): Promise<Box> {
  const row = await repo.findBoxOfArticle(db, articleId);
  if (!row) throw notFound('Cet article n’est pas un colis.');
  return toBox(row);
}

/** Makes the article a box of the lot, or changes its box; every refusal comes before anything is written. */
export async function putBox(deps: Deps, articleId: number, body: PutBoxRequest): Promise<Box> {
  const { db } = deps;
  const article = await repo.findBoxArticle(db, articleId);
  if (!article) throw notFound('Cet article n’existe pas.');
  if (article.sale_unit !== 'piece') {
    throw validation(
      'ArticleId',
      `«\u00a0${article.designation}\u00a0» se vend au kilo\u00a0: un colis se vend à la pièce, un colis par pièce.`,
    );
  }
  const lot = await repo.findLot(db, body.lotId);
  if (!lot) throw validation('LotId', 'Ce lot n’existe pas.');
  if (lot.closed_at) throw validation('LotId', `Le lot ${lot.code} est clos\u00a0: on n’en vend plus rien.`);
  if (!(await repo.findShopExists(db, body.shopId))) throw validation('ShopId', 'Cette boutique n’existe pas.');
  const today = parisDate(deps.now);
  if (body.distributionDate < today) {
    throw validation('DistributionDate', 'Le jour de retrait est passé\u00a0: choisissez un jour à venir.');
  }
  if (body.distributionDate < lot.slaughter_date) {
    throw validation(
      'DistributionDate',
      `Le retrait ne peut précéder l’abattage du ${frenchDay(lot.slaughter_date)}\u00a0: choisissez un jour après.`,
    );
  }
  return db.transaction().execute(async (trx) => {
    const before = await repo.findBoxOfArticle(trx, articleId);
    if (before?.cancelled_at) {
      throw new AppError('CONFLICT', 'Cet animal a été annulé\u00a0: ses colis ne se vendent plus.');
    }
    const sold = before ? toBox(before).sold : 0;
    if (sold > 0 && body.boxCount < sold) {
      throw validation('BoxCount', `${sold}\u00a0colis sont déjà vendus\u00a0: indiquez-en au moins ${sold}.`);
    }
    if (sold > 0 && before && (body.distributionDate !== before.distribution_date || body.shopId !== before.shop_id)) {
      throw validation(
        'DistributionDate',
        'Des colis sont déjà vendus\u00a0: le jour et la boutique de retrait ne changent plus (annulez l’animal s’il le faut).',
      );
    }
    if (sold > 0 && before && body.depositPercent !== before.deposit_percent) {
      throw validation('DepositPercent', 'Des colis sont déjà vendus avec cet acompte\u00a0: il ne change plus.');
    }
    // The deposit taken and the balance at weighing are both worked out from them: sold, they stay.
    if (sold > 0 && before && body.pricePerKgCents !== before.price_per_kg_cents) {
      throw validation('PricePerKgCents', 'Des colis sont déjà vendus à ce prix au kilo\u00a0: il ne change plus.');
    }
    if (sold > 0 && before && body.nominalWeightGrams !== before.nominal_weight_grams) {
      throw validation(
        'NominalWeightGrams',
        'Des colis sont déjà vendus pour ce poids (leur acompte en dépend)\u00a0: il ne change plus.',
      );
    }
    const at = deps.now.toISOString();
    await repo.saveBox(
      trx,
      articleId,
      {
        lot_id: body.lotId,
        box_count: body.boxCount,
        nominal_weight_grams: body.nominalWeightGrams,
        price_per_kg_cents: body.pricePerKgCents,
        distribution_date: body.distributionDate,
        shop_id: body.shopId,
        deposit_percent: body.depositPercent,
      },
      at,
    );
    await setOnlyQuota(trx, articleId, body.distributionDate, body.boxCount * 100);
    // The article is sold from the animal: its lines take the lot at « prête » (ADR 067).
    await setArticleLotIn(trx, deps, articleId, body.lotId);
    const after = await readBox(trx, articleId);
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'article.box',
      entityType: 'article',
      entityId: articleId,
      summary: `«\u00a0${article.designation}\u00a0»\u00a0: ${body.boxCount}\u00a0colis du lot ${lot.code}, ${nominalWeightText(body.nominalWeightGrams)}, retrait le ${frenchDay(body.distributionDate)}.`,
      before: before ? { ...toBox(before) } : null,
      after: { ...after },
    });
    return after;
  });
}

export async function lotBoxes(db: Db, lotId: number): Promise<LotBoxesResponse> {
  const lot = await repo.findLot(db, lotId);
  if (!lot) throw notFound('Ce lot n’existe pas.');
  const items = (await repo.findBoxesOfLot(db, lotId)).map(toBox);
  return {
    lot: { id: lot.id, code: lot.code },
    items,
    sold: items.reduce((n, b) => n + b.sold, 0),
    boxCount: items.reduce((n, b) => n + b.boxCount, 0),
  };
}

/**
 * Cancels the animal: its boxes, once (compare-and-set), then each live order holding one through the order's
 * lifecycle, which writes the card's settlement and the customer's message as effects with their unique keys
 * (ADR 051). A second request, even at the same moment, finds the boxes cancelled and does nothing.
 */
export async function cancelLotBoxes(
  deps: Deps,
  lotId: number,
  reason: string,
): Promise<CancelLotBoxesResponse & { orderIds: number[] }> {
  const lot = await repo.findLot(deps.db, lotId);
  if (!lot) throw notFound('Ce lot n’existe pas.');
  if ((await repo.findBoxesOfLot(deps.db, lotId)).length === 0) {
    throw new AppError('CONFLICT', `Le lot ${lot.code} n’a pas de colis à annuler.`);
  }
  return deps.db.transaction().execute(async (trx) => {
    const at = deps.now.toISOString();
    const cancelled = await repo.cancelBoxesOfLot(trx, lotId, reason, at);
    if (cancelled.length === 0) return { cancelledOrders: 0, alreadyCancelled: true, orderIds: [] };
    for (const box of cancelled) await setOnlyQuota(trx, box.article_id, box.distribution_date, 0);
    const orders = await repo.findLiveOrdersOf(
      trx,
      cancelled.map((b) => b.article_id),
    );
    const why = `L’animal du lot ${lot.code} est annulé\u00a0: ${reason}`;
    const orderIds: number[] = [];
    for (const { id } of orders) {
      const moved = await transitionOrder(trx, {
        orderId: id,
        to: 'Cancelled',
        actor: 'staff',
        userId: deps.userId,
        now: deps.now,
        reason: why,
        journal: true,
        tell: 'cancelled',
        quiet: true,
      });
      if (!moved) continue;
      // What the card took for the box (its deposit) goes back, once: the key names the purpose.
      await planFullRefund(trx, id, 'animal-cancelled', deps.now);
      orderIds.push(id);
    }
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'lot.boxes.cancel',
      entityType: 'lot',
      entityId: lotId,
      summary: `Animal du lot ${lot.code} annulé\u00a0: ${orderIds.length}\u00a0commande${orderIds.length > 1 ? 's' : ''} de colis annulée${orderIds.length > 1 ? 's' : ''}, chaque client prévenu.`,
      after: { reason, orders: orderIds.length },
    });
    return { cancelledOrders: orderIds.length, alreadyCancelled: false, orderIds };
  });
}
