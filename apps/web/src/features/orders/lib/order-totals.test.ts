import type { Article } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../cart';
import { estimateOrder } from './order-totals';

const article = (id: number, pro: number, vatRate: number) =>
  ({
    id,
    saleUnit: 'kg',
    vatRate,
    pricePerUnit: pro * 1.2,
    purchasePricePerUnit: pro,
    discountIsActive: false,
  }) as Article;

describe('estimateOrder', () => {
  it('extracts the VAT from TTC lines and fee for a particulier', () => {
    const totals = estimateOrder(
      [
        { unitPrice: 30, quantity: 1.5, vatRate: 5.5 },
        { unitPrice: 12.5, quantity: 2, vatRate: 5.5 },
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
    const totals = estimateOrder([{ unitPrice: 25, quantity: 2, vatRate: 5.5 }], 'HT', 4.9);
    expect(totals.deliveryFee).toBe(4.08);
    expect(totals.totalHT).toBe(54.08);
    expect(totals.vatByRate).toEqual([
      { rate: 5.5, base: 50, amount: 2.75 },
      { rate: 20, base: 4.08, amount: 0.82 },
    ]);
    expect(totals.totalTTC).toBe(57.65);
  });

  it('shows the pro cart and the order screen the same cents: 4,92 € VAT on 89,30 € HT, not 4,91 €', () => {
    // The case found in the shop: VAT rounded per line in the cart, per rate on the order screen.
    const lines = [
      { unitPrice: 28.9, quantity: 1.3, vatRate: 5.5 },
      { unitPrice: 19.95, quantity: 1.7, vatRate: 5.5 },
      { unitPrice: 7.45, quantity: 2.5, vatRate: 5.5 },
    ];
    const order = estimateOrder(lines, 'HT', 0);
    const cart = cartTotals(
      lines.map((l, i) => ({ article: article(i, l.unitPrice, l.vatRate), quantity: l.quantity })),
      'pro',
    );
    expect(cart.total).toBe(order.linesTotal);
    expect(cart.vat).toBe(order.totalVAT);
    expect(Math.round((cart.total + cart.vat) * 100)).toBe(Math.round(order.totalTTC * 100));
  });

  it('has no delivery row without a fee', () => {
    expect(estimateOrder([{ unitPrice: 10, quantity: 1, vatRate: 20 }], 'TTC', 0).vatByRate).toHaveLength(1);
  });
});
