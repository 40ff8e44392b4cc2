import { type PriceBasis, type PricedOrder, priceLines } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import * as updates from './order-updates.repository.js';

/** A stored line as its price is worked out again. */
type StoredLine = {
  sale_unit: 'kg' | 'piece';
  quantity_hundredths: number;
  unit_price_cents: number;
  vat_rate_bp: number;
  weighed_grams: number | null;
  /** A weighed box line's price per kg (ADR 074). */
  price_per_kg_cents?: number | null;
  is_unavailable: number;
};

/**
 * Prices an order's lines again after a change (a weighing, the customer's new quantities) by the one rule
 * (ADR 012), the delivery fee as placed, and writes its VAT rows and totals. Answers the pricing, whose
 * `lineTotalsCents` follow `lines`.
 */
export async function repriceOrder(
  trx: Db,
  orderId: number,
  lines: StoredLine[],
  basis: PriceBasis,
  deliveryFeeCents: number,
  at: string,
): Promise<PricedOrder> {
  const priced = priceLines(
    lines.map((l) => ({
      quantityHundredths: l.quantity_hundredths,
      unitPriceCents: l.unit_price_cents,
      vatRateBp: l.vat_rate_bp,
      weighedGrams: l.weighed_grams,
      pricePerKgCents: l.price_per_kg_cents ?? null,
      isUnavailable: l.is_unavailable === 1,
    })),
    basis,
    deliveryFeeCents,
  );
  await updates.replaceOrderVat(
    trx,
    orderId,
    priced.vatByRate.map((v) => ({ rate_bp: v.rateBp, base_cents: v.baseCents, vat_cents: v.vatCents })),
  );
  await updates.updateOrder(trx, orderId, {
    lines_total_cents: priced.linesTotalCents,
    total_ht_cents: priced.totalHtCents,
    total_vat_cents: priced.totalVatCents,
    total_ttc_cents: priced.totalTtcCents,
    // Estimated while a weighed article's line waits for its weight.
    has_estimated_lines: lines.some((l) => l.sale_unit === 'kg' && l.weighed_grams === null && l.is_unavailable !== 1)
      ? 1
      : 0,
    updated_at: at,
  });
  return priced;
}
