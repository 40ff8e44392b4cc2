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

/** Particuliers see consumer prices incl. VAT, pros their prices excl. VAT (PRODUCT.md, "Prices"). */
export function priceInSpace(article: Article, space: PriceSpace): ShownPrice {
  const pro = space === 'pro';
  const base = pro ? article.purchasePricePerUnit : article.pricePerUnit;
  const discounted = pro ? article.discountedPurchasePricePerUnit : article.discountedPrice;
  const onDiscount = article.discountIsActive && discounted !== null;
  return {
    amount: onDiscount ? discounted : base,
    reference: onDiscount ? (pro ? article.referencePurchasePrice : article.referencePrice) : null,
    tax: pro ? 'HT' : 'TTC',
    unit: article.saleUnit === 'kg' ? 'kg' : 'pièce',
  };
}
