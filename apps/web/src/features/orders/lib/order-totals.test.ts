import { describe, expect, it } from 'vitest';
import { estimateOrder } from './order-totals';

describe('estimateOrder', () => {
  it('extracts the VAT from TTC lines and fee for a particulier', () => {
    const totals = estimateOrder(
      [
        { lineTotal: 45, vatRate: 5.5 },
        { lineTotal: 25, vatRate: 5.5 },
      ],
      'TTC',
      4.9,
    );
    expect(totals).toEqual({
      priceBasis: 'TTC',
      linesTotal: 70,
      deliveryFee: 4.9,
      totalHT: 70.43,
      totalVAT: 4.47,
      totalTTC: 74.9,
      vatByRate: [
        { rate: 5.5, base: 66.35, amount: 3.65 },
        { rate: 20, base: 4.08, amount: 0.82 },
      ],
    });
  });

  it('adds the VAT to HT lines and charges a pro the HT part of the fee (4,90 € → 4,08 €)', () => {
    const totals = estimateOrder([{ lineTotal: 50, vatRate: 5.5 }], 'HT', 4.9);
    expect(totals.deliveryFee).toBe(4.08);
    expect(totals.totalHT).toBe(54.08);
    expect(totals.vatByRate).toEqual([
      { rate: 5.5, base: 50, amount: 2.75 },
      { rate: 20, base: 4.08, amount: 0.82 },
    ]);
    expect(totals.totalTTC).toBe(57.65);
  });

  it('has no delivery row without a fee', () => {
    expect(estimateOrder([{ lineTotal: 10, vatRate: 20 }], 'TTC', 0).vatByRate).toHaveLength(1);
  });
});
