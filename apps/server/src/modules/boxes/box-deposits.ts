import { boxDepositCents } from '@boucherie/contract';
import type { Db } from '../../db/database.js';

// A box's deposit at the order (issue 40, ADR 074): read by the order's writer for its card payment. Kept apart
// from the boxes' service, which moves orders, so that the orders module can read it without a cycle.

/**
 * The deposits of an order's box lines (a box a piece), or null when it holds no box. Lines of other articles
 * add nothing: they are paid at the shop, as the rest of a weighed box is until its balance is taken by card.
 */
export async function depositOfLines(
  trx: Db,
  lines: readonly { article_id: number; quantity_hundredths: number }[],
): Promise<number | null> {
  const ids = [...new Set(lines.map((l) => l.article_id))];
  if (ids.length === 0) return null;
  const boxes = await trx
    .selectFrom('box')
    .select(['article_id', 'nominal_weight_grams', 'price_per_kg_cents', 'deposit_percent'])
    .where('article_id', 'in', ids)
    .execute();
  if (boxes.length === 0) return null;
  const byArticle = new Map(boxes.map((b) => [b.article_id, b]));
  return lines.reduce((sum, l) => {
    const box = byArticle.get(l.article_id);
    if (!box) return sum;
    const each = boxDepositCents({
      nominalWeightGrams: box.nominal_weight_grams,
      pricePerKgCents: box.price_per_kg_cents,
      depositPercent: box.deposit_percent,
    });
    return sum + each * Math.round(l.quantity_hundredths / 100);
  }, 0);
}
