import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../../../test/fake-api';
import { entrecote, quiche } from '../../../test/fake-shop-api';
import {
  cartTotals,
  defaultQuantity,
  lineTotal,
  normalizeQuantity,
  quantityStep,
  summarizeCart,
  withQuantity,
} from './cart-lines';

describe('quantities', () => {
  it('steps by 100 g for weighed articles and by one for pieces', () => {
    expect(quantityStep(entrecote)).toBe(0.1);
    expect(quantityStep(quiche)).toBe(1);
  });

  it('uses the article’s own step and first quantity', () => {
    const steak = { ...entrecote, defaultQuantity: 0.25, quantityStep: 0.05 };
    expect(quantityStep(steak)).toBe(0.05);
    expect(defaultQuantity(steak)).toBe(0.25);
    // A line kept in this browser before articles had a step.
    const { quantityStep: _, defaultQuantity: __, ...old } = entrecote;
    expect(quantityStep(old)).toBe(0.1);
    expect(defaultQuantity({})).toBe(1);
  });

  it('starts a pro at 1 kg at least for a weighed article, pieces as suggested', () => {
    const steak = { ...entrecote, defaultQuantity: 0.25 };
    expect(defaultQuantity(steak)).toBe(0.25);
    expect(defaultQuantity(steak, 'pro')).toBe(1);
    expect(defaultQuantity({ ...steak, defaultQuantity: 1.2 }, 'pro')).toBe(1.2);
    expect(defaultQuantity({ saleUnit: 'piece', defaultQuantity: 2 }, 'pro')).toBe(2);
  });

  it('keeps two decimals for weighed articles, whole pieces, never below 0 nor above 999', () => {
    expect(normalizeQuantity(entrecote, 1.456)).toBe(1.46);
    expect(normalizeQuantity(entrecote, 0.25)).toBe(0.25);
    expect(normalizeQuantity(entrecote, 0.1 + 0.2)).toBe(0.3);
    expect(normalizeQuantity(quiche, 2.4)).toBe(2);
    expect(normalizeQuantity(entrecote, -1)).toBe(0);
    expect(normalizeQuantity(entrecote, Number.NaN)).toBe(0);
    expect(normalizeQuantity(quiche, 5000)).toBe(999);
  });

  it('sets, appends and removes (0) lines', () => {
    const one = withQuantity([], entrecote, 1.5);
    expect(one).toEqual([{ article: entrecote, quantity: 1.5 }]);
    expect(withQuantity(one, entrecote, 2)).toEqual([{ article: entrecote, quantity: 2 }]);
    expect(withQuantity(one, entrecote, 0)).toEqual([]);
  });
});

describe('totals', () => {
  const items = [
    { article: entrecote, quantity: 1.5 },
    { article: quiche, quantity: 2 },
    // Discounted: 34,90 € TTC, 25,70 € HT
    { article: sampleArticle, quantity: 0.3 },
  ];

  it('prices a line in the current space, discount included, to the cent', () => {
    expect(lineTotal({ article: entrecote, quantity: 1.5 }, 'particulier')).toBe(45);
    expect(lineTotal({ article: sampleArticle, quantity: 0.3 }, 'particulier')).toBe(10.47);
    expect(lineTotal({ article: sampleArticle, quantity: 0.3 }, 'pro')).toBe(7.71);
  });

  it('counts lines and adds the line totals', () => {
    expect(summarizeCart(items, 'particulier')).toEqual({ count: 3, total: 45 + 25 + 10.47 });
    expect(summarizeCart(items, 'pro').total).toBeCloseTo(30 + 20 + 7.71, 2);
  });

  it('gives the VAT included (particulier) or to add (pro)', () => {
    // 5.5 % everywhere, rounded per line: 2,35 + 1,30 + 0,55
    expect(cartTotals(items, 'particulier').vat).toBeCloseTo(4.2, 2);
    // 57,71 × 5,5 % ≈ 3,17
    expect(cartTotals(items, 'pro').vat).toBeCloseTo(3.17, 2);
  });
});
