import type { Article } from '@boucherie/contract';
import { formatEuros } from '../../../lib/format';
import { type PriceSpace, priceInSpace, pricePerKgOfPiece } from '../lib/price-in-space';

/**
 * "31,90 € / kg TTC" with the struck-out reference price beside it while a discount runs; a piece also says
 * what it comes to per kilo at its average weight (« soit 18,00 € / kg »: the card says « Environ 250 g la
 * pièce » above). A pro's says HT (« soit 32,00 € HT / kg »), as the estimate beside the quantity does.
 */
export function ArticlePrice({
  article,
  space,
  size = 'md',
}: {
  article: Article;
  space: PriceSpace;
  size?: 'md' | 'lg';
}) {
  const price = priceInSpace(article, space);
  const perKg = pricePerKgOfPiece(article, price.amount);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={`font-bold text-gray-900 ${size === 'lg' ? 'text-3xl' : 'text-xl'} ${price.reference ? 'text-promo-700' : ''}`}
      >
        {formatEuros(price.amount)}
      </span>
      <span className="text-sm text-gray-700">
        / {price.unit} {price.tax}
      </span>
      {price.reference !== null && (
        <span className="text-sm text-gray-600">
          <span className="sr-only">au lieu de </span>
          <s>{formatEuros(price.reference)}</s>
        </span>
      )}
      {perKg !== null && (
        <span className="basis-full text-sm text-gray-600">
          soit {formatEuros(perKg)}
          {price.tax === 'HT' ? ' HT' : ''} / kg
        </span>
      )}
    </p>
  );
}
