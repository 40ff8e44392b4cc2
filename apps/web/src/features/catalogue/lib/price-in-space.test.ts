import type { Article } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../../../test/fake-api';
import { priceInSpace, pricePerKgOfPiece } from './price-in-space';

// The prices this test reads; everything else comes from the shared sample.
const entrecote: Article = {
  ...sampleArticle,
  id: 2,
  designation: 'Entrecôte',
  pricePerUnit: 36.9,
  discountIsActive: true,
  discountedPrice: 31.9,
  purchasePricePerUnit: 27.9,
  discountedPurchasePricePerUnit: 24.1,
  referencePrice: 35.9,
  referencePurchasePrice: 26.9,
};

describe('priceInSpace', () => {
  it('shows the discounted consumer price TTC and the struck-out reference to particuliers', () => {
    expect(priceInSpace(entrecote, 'particulier')).toEqual({ amount: 31.9, reference: 35.9, tax: 'TTC', unit: 'kg' });
  });

  it('shows the discounted pro price HT and the pro reference to pros', () => {
    expect(priceInSpace(entrecote, 'pro')).toEqual({ amount: 24.1, reference: 26.9, tax: 'HT', unit: 'kg' });
  });

  it('ignores a discounted price while the discount is not active', () => {
    const ended = { ...entrecote, discountIsActive: false, saleUnit: 'piece' as const };
    expect(priceInSpace(ended, 'particulier')).toEqual({ amount: 36.9, reference: null, tax: 'TTC', unit: 'pièce' });
    expect(priceInSpace(ended, 'pro').amount).toBe(27.9);
  });

  it('shows the consumer price TTC in the pro space when the API sent no pro prices (not an approved pro)', () => {
    const withoutProPrices = {
      ...entrecote,
      purchasePricePerUnit: null,
      discountedPurchasePricePerUnit: null,
      referencePurchasePrice: null,
    };
    expect(priceInSpace(withoutProPrices, 'pro')).toEqual({ amount: 31.9, reference: 35.9, tax: 'TTC', unit: 'kg' });
  });
});

describe('pricePerKgOfPiece', () => {
  it('gives a piece’s price per kilo at its average weight, and none for weighed articles or unknown weights', () => {
    const quiche: Article = { ...sampleArticle, saleUnit: 'piece' as const, averageWeightGrams: 400 };
    expect(pricePerKgOfPiece(quiche, 9.5)).toBe(23.75);
    expect(pricePerKgOfPiece({ ...quiche, averageWeightGrams: 350 }, 9.5)).toBe(27.14);
    expect(pricePerKgOfPiece({ ...quiche, averageWeightGrams: null }, 9.5)).toBeNull();
    expect(pricePerKgOfPiece({ ...sampleArticle, saleUnit: 'kg' }, 31.9)).toBeNull();
  });
});
