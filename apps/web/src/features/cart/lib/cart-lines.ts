import {
  type Article,
  CART_MAX_QUANTITY,
  type CartItem,
  lineInCents,
  lineTotalCents,
  priceOrder,
  roundQuantity,
} from '@boucherie/contract';
import { type PriceSpace, priceInSpace } from '../../catalogue';

/**
 * The article's own step (a steak by 50 g, merguez by 500 g); 100 g or one piece for an article kept in
 * this browser's cart before articles had one.
 */
export function quantityStep(article: Pick<Article, 'saleUnit'> & Partial<Pick<Article, 'quantityStep'>>): number {
  return article.quantityStep ?? (article.saleUnit === 'kg' ? 0.1 : 1);
}

/**
 * The quantity a stepper starts at: the butcher's suggestion (a steak 250 g, a roast 1,2 kg); in the pro space
 * a weighed article starts at 1 kg at least (a kitchen buys by the kilo, not by the steak), pieces as suggested.
 */
export function defaultQuantity(
  article: Partial<Pick<Article, 'defaultQuantity' | 'saleUnit'>>,
  space: PriceSpace = 'particulier',
): number {
  const suggested = article.defaultQuantity ?? 1;
  return space === 'pro' && article.saleUnit === 'kg' ? Math.max(suggested, 1) : suggested;
}

/** Two decimals for weighed articles (to the 10 g), whole pieces otherwise, never below 0 nor above the cart's maximum. */
export function normalizeQuantity(article: Pick<Article, 'saleUnit'>, quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const rounded = article.saleUnit === 'kg' ? roundQuantity(quantity) : Math.round(quantity);
  return Math.min(rounded, CART_MAX_QUANTITY);
}

/** A cart line in integers, as the server prices the order (the contract's one pricing rule). */
const pricedLine = (item: CartItem, space: PriceSpace) =>
  lineInCents({
    unitPrice: priceInSpace(item.article, space).amount,
    quantity: item.quantity,
    vatRate: item.article.vatRate,
  });

/** Line total in euros, rounded to the cent as the order will be. */
export function lineTotal(item: CartItem, space: PriceSpace): number {
  return lineTotalCents(pricedLine(item, space)) / 100;
}

export type CartSummary = { count: number; total: number };

/** Number of lines and estimated total (sum of rounded line totals, in cents to avoid float drift). */
export function summarizeCart(items: readonly CartItem[], space: PriceSpace): CartSummary {
  const cents = items.reduce((sum, item) => sum + lineTotalCents(pricedLine(item, space)), 0);
  return { count: items.length, total: cents / 100 };
}

/** The items with one line set to a quantity: 0 removes it, a new article is appended. */
export function withQuantity(items: readonly CartItem[], article: Article, quantity: number): CartItem[] {
  const exists = items.some((item) => item.article.id === article.id);
  if (quantity <= 0) return items.filter((item) => item.article.id !== article.id);
  if (!exists) return [...items, { article, quantity }];
  return items.map((item) => (item.article.id === article.id ? { ...item, quantity } : item));
}

export function quantityInCart(items: readonly CartItem[] | undefined, articleId: number): number {
  return items?.find((item) => item.article.id === articleId)?.quantity ?? 0;
}

export type CartTotals = CartSummary & { vat: number };

/**
 * The totals shown in this space: TTC with the VAT it includes for particuliers, HT with the VAT
 * to add for pros. Estimated: weighed lines are priced on their real weight at preparation.
 */
export function cartTotals(items: readonly CartItem[], space: PriceSpace): CartTotals {
  // VAT per rate on the sum of that rate's lines, exactly as the order screen and the order: the
  // same cents on every screen, the e-mail and the invoice.
  const priced = priceOrder(
    items.map((item) => pricedLine(item, space)),
    space === 'pro' ? 'HT' : 'TTC',
    0,
  );
  return { count: items.length, total: priced.linesTotalCents / 100, vat: priced.totalVatCents / 100 };
}
