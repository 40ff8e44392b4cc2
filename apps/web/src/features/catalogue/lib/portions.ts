import { type Article, roundQuantity } from '@boucherie/contract';

export const MAX_GUESTS = 99;

/**
 * What to order for a number of guests, from the article's grams per guest: a weight rounded up to the
 * article's step (4 × 250 g of entrecôte by 50 g is 1 kg), or enough pieces to feed everyone.
 * Null when the article gives no portion.
 */
export function portionQuantity(
  article: Pick<Article, 'saleUnit' | 'gramsPerPerson' | 'averageWeightGrams' | 'quantityStep'>,
  guests: number,
): number | null {
  if (article.gramsPerPerson === null || guests < 1) return null;
  const grams = guests * article.gramsPerPerson;
  if (article.saleUnit === 'piece') {
    return article.averageWeightGrams ? Math.max(1, Math.ceil(grams / article.averageWeightGrams - 1e-9)) : guests;
  }
  const stepGrams = Math.round(article.quantityStep * 1000);
  return roundQuantity((Math.ceil(grams / stepGrams - 1e-9) * stepGrams) / 1000);
}

/** The number of guests a quantity feeds, at least one: where the portion helper starts. */
export function guestsFor(
  article: Pick<Article, 'saleUnit' | 'gramsPerPerson' | 'averageWeightGrams'>,
  quantity: number,
): number {
  if (!article.gramsPerPerson) return 1;
  const grams = article.saleUnit === 'kg' ? quantity * 1000 : quantity * (article.averageWeightGrams ?? 0);
  return Math.min(MAX_GUESTS, Math.max(1, Math.floor(grams / article.gramsPerPerson + 1e-9)));
}
