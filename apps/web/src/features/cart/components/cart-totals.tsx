import type { CartItem } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatEuros } from '../../../lib/format';
import { weighedRangeText } from '../../../lib/weighed-range';
import type { PriceSpace } from '../../catalogue';
import { cartTotals, lineTotal } from '../lib/cart-lines';

const ORDER_OPTIONS = '/order-options';

/**
 * The cart's totals in the current space, and the way on to the order options; a visitor logs in
 * first (and comes back to them), before choosing a day that a login would reset.
 */
export function CartTotals({
  items,
  space,
  loggedIn = true,
}: {
  items: readonly CartItem[];
  space: PriceSpace;
  loggedIn?: boolean;
}) {
  const { count, total, vat } = cartTotals(items, space);
  const pro = space === 'pro';
  const weighedItems = items.filter((item) => item.article.saleUnit === 'kg');
  const weighedCents = weighedItems.reduce((sum, item) => sum + Math.round(lineTotal(item, space) * 100), 0);
  return (
    <section
      aria-labelledby="cart-totals-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5"
    >
      <h2 id="cart-totals-title" className="text-lg font-bold text-gray-900">
        Récapitulatif
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-gray-800">
        <dt>Articles</dt>
        <dd className="text-right tabular-nums">{count}</dd>
        <dt>{pro ? 'TVA à ajouter' : 'Dont TVA'}</dt>
        <dd className="text-right tabular-nums">{formatEuros(vat)}</dd>
        <dt className="pt-2 text-lg font-bold text-gray-900">{pro ? 'Total HT' : 'Total TTC'}</dt>
        <dd className="pt-2 text-right text-2xl font-bold text-gray-900 tabular-nums">{formatEuros(total)}</dd>
        {pro && (
          <>
            <dt>Total TTC</dt>
            <dd className="text-right tabular-nums">{formatEuros(total + vat)}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-gray-700">
        {loggedIn
          ? 'Vous choisirez ensuite le retrait en boutique ou la livraison.'
          : 'Vous vous connecterez (ou créerez votre compte), puis choisirez le retrait en boutique ou la livraison.'}
      </p>
      {weighedItems.length > 0 && (
        <p className="text-sm text-gray-700">
          {weighedRangeText(Math.round(total * 100), weighedCents, pro ? 'HT' : 'TTC')}
        </p>
      )}
      <Link
        to={loggedIn ? ORDER_OPTIONS : `/account/login?redirect=${encodeURIComponent(ORDER_OPTIONS)}`}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-5 text-lg font-semibold text-white hover:bg-primary-800"
      >
        Valider mon panier
      </Link>
    </section>
  );
}
