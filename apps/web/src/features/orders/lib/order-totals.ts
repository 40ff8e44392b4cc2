import type { VatAmount } from '@boucherie/contract';
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

export type EstimateLine = { lineTotal: number; vatRate: number };

/** VAT on the delivery fee, a service: the standard rate. */
export const DELIVERY_VAT_RATE = 20;

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The totals the server will compute (docs/decisions/007-orders.md): lines in the customer's basis,
 * the zone's fee (TTC; its HT part for a pro), VAT per rate on the sum of that rate's amounts.
 * An estimate: weighed lines are priced on their real weight at preparation.
 */
export function estimateOrder(
  lines: readonly EstimateLine[],
  priceBasis: PriceBasis,
  deliveryFeeTtc: number,
): OrderTotalsValues {
  const byRate = new Map<number, number>();
  const add = (rate: number, amount: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  let linesCents = 0;
  for (const line of lines) {
    linesCents += cents(line.lineTotal);
    add(line.vatRate, cents(line.lineTotal));
  }
  const feeTtcCents = cents(deliveryFeeTtc);
  const feeCents = priceBasis === 'TTC' ? feeTtcCents : Math.round((feeTtcCents * 100) / (100 + DELIVERY_VAT_RATE));
  if (feeCents > 0) add(DELIVERY_VAT_RATE, feeCents);

  const vatByRate = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const vat = priceBasis === 'HT' ? Math.round((amount * rate) / 100) : Math.round((amount * rate) / (100 + rate));
      const base = priceBasis === 'HT' ? amount : amount - vat;
      return { rate, base: base / 100, amount: vat / 100 };
    });
  const htCents = vatByRate.reduce((sum, v) => sum + cents(v.base), 0);
  const vatCents = vatByRate.reduce((sum, v) => sum + cents(v.amount), 0);
  return {
    priceBasis,
    linesTotal: linesCents / 100,
    deliveryFee: feeCents / 100,
    totalHT: htCents / 100,
    totalVAT: vatCents / 100,
    totalTTC: (htCents + vatCents) / 100,
    vatByRate,
  };
}

/** 5.5 → "5,5 %". */
export function formatRate(rate: number): string {
  return `${formatNumber(rate)}\u00a0%`;
}
