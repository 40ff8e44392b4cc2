import { lineInCents, type PricedOrder, priceOrder, type VatAmount } from '@boucherie/contract';
import { formatNumber } from '../../../lib/format';

export type PriceBasis = 'TTC' | 'HT';

/** What the totals of an order (placed or estimated) show. */
export type OrderTotalsValues = {
  priceBasis: PriceBasis;
  linesTotal: number;
  deliveryFee: number;
  totalHT: number;
  totalVAT: number;
  totalTTC: number;
  vatByRate: VatAmount[];
};

export type EstimateLine = { unitPrice: number; quantity: number; vatRate: number };

/**
 * The totals the server will compute, by the shop's one pricing rule (the contract's priceOrder):
 * lines in the customer's basis, the zone's fee (TTC; its HT part for a pro), VAT per rate on the sum
 * of that rate's amounts. An estimate: weighed lines are priced on their real weight at preparation.
 */
export function estimateOrder(
  lines: readonly EstimateLine[],
  priceBasis: PriceBasis,
  deliveryFeeTtc: number,
): OrderTotalsValues {
  return totalsValues(priceOrder(lines.map(lineInCents), priceBasis, Math.round(deliveryFeeTtc * 100)), priceBasis);
}

/** An order priced in cents, as the totals show it in euros. */
export function totalsValues(priced: PricedOrder, priceBasis: PriceBasis): OrderTotalsValues {
  return {
    priceBasis,
    linesTotal: priced.linesTotalCents / 100,
    deliveryFee: priced.deliveryFeeCents / 100,
    totalHT: priced.totalHtCents / 100,
    totalVAT: priced.totalVatCents / 100,
    totalTTC: priced.totalTtcCents / 100,
    vatByRate: priced.vatByRate.map((v) => ({
      rate: v.rateBp / 100,
      base: v.baseCents / 100,
      amount: v.vatCents / 100,
    })),
  };
}

/** 5.5 → "5,5 %". */
export function formatRate(rate: number): string {
  return `${formatNumber(rate)}\u00a0%`;
}
