import type { CartItem } from '@boucherie/contract';
import { Link } from 'react-router';
import { TrashIcon } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatEuros } from '../../../lib/format';
import { ArticleThumbnail, type PriceSpace, priceInSpace } from '../../catalogue';
import { lineTotal } from '../lib/cart-lines';
import { stepperFor } from '../lib/quantity-labels';

type Props = {
  item: CartItem;
  space: PriceSpace;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/** One line of the cart: picture, designation, unit price, quantity (0 removes), line total. */
export function CartLine({ item, space, onQuantity, onRemove }: Props) {
  const { article, quantity } = item;
  const price = priceInSpace(article, space);
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[auto_1fr_auto_7rem_auto] sm:items-center">
      <ArticleThumbnail article={article} />
      <div className="min-w-0">
        <p className="text-sm text-gray-600">{article.subFamily}</p>
        <h2 className="font-semibold text-gray-900">
          <Link to={`/product/${article.id}`} className="hover:text-primary-800 hover:underline">
            {article.designation}
          </Link>
        </h2>
        <p className="text-sm text-gray-700">
          {formatEuros(price.amount)} / {price.unit} {price.tax}
        </p>
      </div>
      <div className="col-span-2 flex items-center gap-2 sm:contents">
        <QuantityStepper value={quantity} onChange={onQuantity} min={0} {...stepperFor(article, quantity)} />
        <p className="ml-auto text-right text-lg font-bold text-gray-900 tabular-nums">
          <span className="sr-only">Montant de la ligne&nbsp;: </span>
          {formatEuros(lineTotal(item, space))}
        </p>
        <button
          type="button"
          onClick={onRemove}
          title="Retirer du panier"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          <TrashIcon />
          <span className="sr-only lg:not-sr-only">Retirer</span>
          <span className="sr-only"> {article.designation} du panier</span>
        </button>
      </div>
    </li>
  );
}
