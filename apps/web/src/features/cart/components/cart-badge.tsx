import { NavLink } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { formatEuros } from '../../../lib/format';
import { useSession } from '../../session/use-session';
import { useCart } from '../hooks/use-cart';
import { summarizeCart } from '../lib/cart-lines';

/** The header's cart: icon, number of lines and estimated total, always one tap away. */
export function CartBadge({ className }: { className: string }) {
  const { space } = useSession();
  const { items } = useCart();
  const { count, total } = summarizeCart(items ?? [], space);
  const label =
    count === 0 ? 'Panier, vide' : `Panier, ${count}\u00a0article${count > 1 ? 's' : ''}, ${formatEuros(total)}`;

  return (
    <NavLink to="/cart" className={className} aria-label={label}>
      <span className="relative">
        <CartIcon />
        {count > 0 && (
          <span className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-700 px-1 text-xs font-bold text-white">
            {count}
          </span>
        )}
      </span>
      <span className="hidden text-sm sm:inline">{count > 0 ? formatEuros(total) : 'Panier'}</span>
    </NavLink>
  );
}
