/**
 * The one rounding rule of the shop (docs/decisions/012-one-rounding-rule.md), shared by the server
 * (orders, weighing, messages, invoices) and the web app (cart, order screen): the same integers give
 * the same cents everywhere.
 *
 * The money of an order, in integer cents. A particulier's order is priced TTC (consumer prices include
 * VAT); a pro's is priced HT. Each line is rounded once; VAT is worked out per rate on the sum of that
 * rate's lines, so that every total is a sum of the figures shown and always adds up.
 */

export type PriceBasis = 'TTC' | 'HT';

/** VAT on the delivery fee, a service: the standard rate (basis points). */
export const DELIVERY_VAT_RATE_BP = 2000;

export type LineToPrice = {
  /** Two decimals: kilograms or pieces, in hundredths (0,25 kg is 25). */
  quantityHundredths: number;
  /** The real weight of a weighed line, once the shop weighed it: the amount follows it. */
  weighedGrams?: number | null;
  /** Out of stock at preparation: kept on the order, out of its totals. */
  isUnavailable?: boolean;
  /** In the order's basis. */
  unitPriceCents: number;
  /**
   * A pre-sold box's line (ADR 074): sold by the piece at its nominal price, priced by weight once weighed, at
   * this price per kg (the box's), not at its price per piece.
   */
  pricePerKgCents?: number | null;
  vatRateBp: number;
};

export type VatLine = { rateBp: number; baseCents: number; vatCents: number };

export type PricedOrder = {
  lineTotalsCents: number[];
  linesTotalCents: number;
  /** In the order's basis: the zone's fee for a particulier, its HT part for a pro. */
  deliveryFeeCents: number;
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
  /** One row per rate, ascending: base HT and VAT. */
  vatByRate: VatLine[];
};

/** Half away from zero, on a non-negative amount of cents computed from integers. */
const roundCents = (value: number) => Math.round(value);

export function lineTotalCents(line: LineToPrice): number {
  if (line.isUnavailable) return 0;
  if (line.weighedGrams != null)
    return roundCents(((line.pricePerKgCents ?? line.unitPriceCents) * line.weighedGrams) / 1000);
  return roundCents((line.unitPriceCents * line.quantityHundredths) / 100);
}

/** The delivery fee in the order's basis: the zone's fee (TTC) for a particulier, its HT part for a pro. */
export function deliveryFeeIn(basis: PriceBasis, deliveryFeeTtcCents: number): number {
  return basis === 'TTC'
    ? deliveryFeeTtcCents
    : roundCents((deliveryFeeTtcCents * 10_000) / (10_000 + DELIVERY_VAT_RATE_BP));
}

/**
 * Prices an order. `deliveryFeeTtcCents` is the zone's fee as shown to a particulier (VAT included);
 * a pro pays its HT part plus VAT.
 */
export function priceOrder(lines: LineToPrice[], basis: PriceBasis, deliveryFeeTtcCents: number): PricedOrder {
  return priceLines(lines, basis, deliveryFeeIn(basis, deliveryFeeTtcCents));
}

/**
 * Prices an order's lines with a delivery fee already in the order's basis: what re-pricing a placed
 * order after weighing uses, with the fee the order was placed with.
 */
export function priceLines(lines: LineToPrice[], basis: PriceBasis, deliveryFeeCents: number): PricedOrder {
  const lineTotalsCents = lines.map(lineTotalCents);
  const amountByRate = new Map<number, number>();
  lines.forEach((line, i) => {
    if (line.isUnavailable) return;
    amountByRate.set(line.vatRateBp, (amountByRate.get(line.vatRateBp) ?? 0) + (lineTotalsCents[i] ?? 0));
  });
  if (deliveryFeeCents > 0) {
    amountByRate.set(DELIVERY_VAT_RATE_BP, (amountByRate.get(DELIVERY_VAT_RATE_BP) ?? 0) + deliveryFeeCents);
  }

  const vatByRate = [...amountByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, amount]): VatLine => {
      if (basis === 'HT') return { rateBp, baseCents: amount, vatCents: roundCents((amount * rateBp) / 10_000) };
      const vatCents = roundCents((amount * rateBp) / (10_000 + rateBp));
      return { rateBp, baseCents: amount - vatCents, vatCents };
    });
  const totalHtCents = vatByRate.reduce((sum, v) => sum + v.baseCents, 0);
  const totalVatCents = vatByRate.reduce((sum, v) => sum + v.vatCents, 0);
  return {
    lineTotalsCents,
    linesTotalCents: lineTotalsCents.reduce((sum, t) => sum + t, 0),
    deliveryFeeCents,
    totalHtCents,
    totalVatCents,
    totalTtcCents: totalHtCents + totalVatCents,
    vatByRate,
  };
}

/** A line as the API and the screens hold it (euros, a two-decimal quantity, a VAT rate in %), in integers. */
export function lineInCents(line: { unitPrice: number; quantity: number; vatRate: number }): LineToPrice {
  return {
    unitPriceCents: Math.round(line.unitPrice * 100),
    quantityHundredths: Math.round(line.quantity * 100),
    vatRateBp: Math.round(line.vatRate * 100),
  };
}

/** The owner's tolerance of a shop until they set one, and of the cart before a shop is chosen (ADR 043). */
export const DEFAULT_WEIGHING_TOLERANCE_PERCENT = 10;
export const MAX_WEIGHING_TOLERANCE_PERCENT = 50;

/**
 * Whether a weighed line strays further from its ordered quantity than the tolerance, in integer grams (1,65 kg
 * for 1,5 kg is exactly 10 %, not a float's hair above it): such a weight needs the staff's confirmation.
 */
export function beyondTolerance(orderedGrams: number, weighedGrams: number, tolerancePercent: number): boolean {
  return Math.abs(weighedGrams - orderedGrams) * 100 > orderedGrams * tolerancePercent;
}

/**
 * The range an estimated total may end in once weighed: the weighed lines' estimate plus or minus the
 * tolerance, the other lines as they are. Beyond it, the staff trim or ask the customer (ADR 043).
 */
export function weighingRange(
  totalCents: number,
  weighedLinesCents: number,
  tolerancePercent: number,
): { lowCents: number; highCents: number } {
  const margin = roundCents((weighedLinesCents * tolerancePercent) / 100);
  return { lowCents: totalCents - margin, highCents: totalCents + margin };
}
