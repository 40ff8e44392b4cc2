import { type Article, lineInCents, lineTotalCents } from '@boucherie/contract';
import { formatEuros, formatQuantity, formatWeight } from '../../../lib/format';
import { type PriceSpace, priceInSpace } from '../../catalogue';

/**
 * What the chosen quantity costs, priced by the order's one rule: "≈ 9,73 € pour 250 g" for a weighed
 * article (the weighing decides), "9,00 € pour 2 pièces" for pieces; HT said in the pro space.
 */
export function estimateText(article: Article, quantity: number, space: PriceSpace): string {
  const price = priceInSpace(article, space);
  const cents = lineTotalCents(lineInCents({ unitPrice: price.amount, quantity, vatRate: article.vatRate }));
  const amount = `${formatEuros(cents / 100)}${price.tax === 'HT' ? ' HT' : ''}`;
  if (article.saleUnit === 'kg') return `≈\u00a0${amount} pour ${formatWeight(Math.round(quantity * 1000))}`;
  return `${amount} pour ${formatQuantity(quantity, 'piece')}`;
}
