import type { Article } from '@boucherie/contract';

export type PriceSpace = 'particulier' | 'pro';

export type ShownPrice = {
  /** What the customer pays per unit now. */
  amount: number;
  /** The struck-out lowest price of the last 30 days, only while a discount runs. */
  reference: number | null;
  tax: 'TTC' | 'HT';
  unit: 'kg' | 'pièce';
};

/**
 * What a piece comes to per kilo at its average weight (the list sorts by it: « Prix au kilo »), rounded to
 * the cent; null for an article sold by weight, or a piece without an average weight.
 */
export function pricePerKgOfPiece(article: Article, amount: number): number | null {
  if (article.saleUnit !== 'piece' || !article.averageWeightGrams) return null;
  return Math.round((amount * 100_000) / article.averageWeightGrams) / 100;
}

/**
 * Particuliers see consumer prices incl. VAT, pros their prices excl. VAT (PRODUCT.md, "Prices"). The API
 * sends pro prices to approved pros only: without them the consumer price TTC shows, whatever the space.
 */
export function priceInSpace(article: Article, space: PriceSpace): ShownPrice {
  const unit = article.saleUnit === 'kg' ? 'kg' : 'pièce';
  if (space === 'pro' && article.purchasePricePerUnit !== null) {
    const discounted = article.discountedPurchasePricePerUnit;
    const onDiscount = article.discountIsActive && discounted !== null;
    return {
      amount: onDiscount ? discounted : article.purchasePricePerUnit,
      reference: onDiscount ? (article.referencePurchasePrice ?? article.purchasePricePerUnit) : null,
      tax: 'HT',
      unit,
    };
  }
  const onDiscount = article.discountIsActive && article.discountedPrice !== null;
  return {
    amount: onDiscount && article.discountedPrice !== null ? article.discountedPrice : article.pricePerUnit,
    reference: onDiscount ? article.referencePrice : null,
    tax: 'TTC',
    unit,
  };
}
