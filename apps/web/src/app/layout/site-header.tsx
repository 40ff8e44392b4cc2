import { Link, NavLink, useNavigate, useRevalidator } from 'react-router';
import { HeartIcon, UserIcon } from '../../components/ui/icons';
import { useMergeLocalCartAtLogin } from '../../features/cart/api/use-merge-local-cart';
import { CartBadge } from '../../features/cart/components/cart-badge';
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

  // On a phone the header steps aside (display: contents) so that its first rows, the cart with the search, stay
  // on screen while the page scrolls (sticky to the page, not to the header); the catalogue's links and the
  // space switch scroll away. From lg the whole header stays, in two short rows (issue 30).
  return (
    <header className="contents lg:sticky lg:top-0 lg:z-20 lg:block lg:border-b lg:border-gray-200 lg:bg-white">
      <div className="sticky top-0 z-20 border-b border-gray-200 bg-white lg:static lg:border-0">
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-2 gap-y-2 px-4 py-2 lg:grid-cols-[auto_1fr_auto] lg:gap-x-6">
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
        </div>
      </div>
      <div className="border-b border-gray-200 bg-white lg:border-0 lg:border-t lg:border-gray-100">
        <div className="mx-auto flex max-w-7xl flex-col gap-y-1 pb-2 lg:flex-row lg:items-center lg:justify-between lg:pb-0">
          <nav aria-label="Catalogue">
            <ul className="flex gap-1 overflow-x-auto px-2 text-sm font-medium">
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
          {/* The guards depend on the space: re-run them for the page on screen. A visitor who asks for the
              pro space goes to the login page, which says what it is; leaving it, they are back in particulier. */}
          <div className="px-4 lg:py-1">
            <SpaceSwitch
              onChange={(space) => {
                if (space === 'pro' && !user) void navigate('/account/login');
                else void revalidator.revalidate();
              }}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
