import { Link, NavLink, useNavigate, useRevalidator } from 'react-router';
import { HeartIcon, UserIcon } from '../../components/ui/icons';
import { CartBadge } from '../../features/cart/components/cart-badge';
import { useMergeLocalCartAtLogin } from '../../features/cart/hooks/use-merge-local-cart';
import { SpaceSwitch } from '../../features/session/components/space-switch';
import { useSession } from '../../features/session/use-session';
import { BrandLink } from './brand-link';
import { SearchForm } from './search-form';

const iconLink =
  'flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-gray-800 hover:bg-gray-100 aria-[current=page]:text-primary-800';

export function SiteHeader() {
  const { user } = useSession();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // The header is on every page of the shop: a cart chosen before logging in joins the account here.
  useMergeLocalCartAtLogin();

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-2 gap-y-2 px-4 py-2 lg:grid-cols-[auto_1fr_auto_auto] lg:gap-x-6">
        <BrandLink />
        <nav aria-label="Mon espace" className="flex items-center gap-1 lg:order-last">
          {user && user.role !== 'customer' && (
            <Link to="/admin" className={`${iconLink} text-sm font-semibold`}>
              Espace boutique
            </Link>
          )}
          <NavLink to={user ? '/account/profile' : '/account/login'} className={iconLink}>
            <UserIcon />
            <span className="sr-only sm:not-sr-only sm:text-sm">{user ? user.firstName : 'Se connecter'}</span>
          </NavLink>
          <Link to="/products-list?FavoritesOnly=true" className={iconLink}>
            <HeartIcon />
            <span className="sr-only sm:not-sr-only sm:text-sm">Favoris</span>
          </Link>
          <CartBadge className={iconLink} />
        </nav>
        <div className="col-span-2 lg:col-span-1">
          <SearchForm />
        </div>
        {/* The guards depend on the space: re-run them for the page on screen. A visitor who asks for the
            pro space goes to the login page, which says what it is; leaving it, they are back in particulier. */}
        <div className="col-span-2 lg:col-span-1">
          <SpaceSwitch
            onChange={(space) => {
              if (space === 'pro' && !user) void navigate('/account/login');
              else void revalidator.revalidate();
            }}
          />
        </div>
      </div>
      <nav aria-label="Catalogue" className="border-t border-gray-100">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 text-sm font-medium">
          <li>
            <Link
              to="/products-list"
              className="inline-flex min-h-11 items-center rounded px-2 whitespace-nowrap text-gray-800 hover:text-primary-800"
            >
              Tous nos produits
            </Link>
          </li>
          <li>
            <Link
              to="/products-list?DiscountedOnly=true"
              className="inline-flex min-h-11 items-center rounded px-2 whitespace-nowrap text-promo-700 hover:text-promo-800"
            >
              Promotions
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
