import { NavLink } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { formatEuros } from '../../../lib/format';
import { useSession } from '../../session';
import { useCart } from '../api/use-cart';
import { summarizeCart } from '../lib/cart-lines';

/** The header's cart: icon, number of lines and estimated total, always one tap away. */
export function CartBadge({ className }: { className: string }) {
  const { space } = useSession();
  const { items } = useCart();
  const { count, total } = summarizeCart(items ?? [], space);
  // The name holds the visible text in its order, total then count (WCAG 2.5.3, label in name): the total comes
  // first in the markup and the row is drawn reversed, so the icon with its count still stands before it.
  const label =
    count === 0 ? 'Panier, vide' : `Panier, ${formatEuros(total)}, ${count}\u00a0article${count > 1 ? 's' : ''}`;

  return (
    <NavLink to="/cart" className={`${className} flex-row-reverse`} aria-label={label}>
      <span className="hidden text-sm sm:inline">{count > 0 ? formatEuros(total) : 'Panier'}</span>
      <span className="relative">
        <CartIcon />
        {count > 0 && (
          <span className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-700 px-1 text-xs font-bold text-white">
            {count}
          </span>
        )}
      </span>
    </NavLink>
  );
}
