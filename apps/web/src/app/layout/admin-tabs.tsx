import { Link, NavLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/account/api/logout';
import type { AdminDay } from '../../features/admin-session/hooks/use-admin-day';

const tab =
  'inline-flex min-h-12 items-center border-b-4 border-transparent px-4 text-base font-semibold text-gray-700 hover:text-gray-900 aria-[current=page]:border-primary-700 aria-[current=page]:text-gray-900';

/** The screens after the orders, in order; `keepsDay` carries the shop and day chosen on to the screen. */
const SCREENS = [
  { path: '/admin/preparation', label: 'Préparation', ownerOnly: false, keepsDay: true },
  { path: '/admin/deliveries', label: 'Livraisons', ownerOnly: false, keepsDay: true },
  { path: '/admin/shops', label: 'Boutiques', ownerOnly: false, keepsDay: true },
  { path: '/admin/pros', label: 'Pros à valider', ownerOnly: true, keepsDay: true },
  { path: '/admin/paiements', label: 'Paiements à vérifier', ownerOnly: false, keepsDay: true },
  { path: '/admin/caisse', label: 'Caisse', ownerOnly: false, keepsDay: true },
  { path: '/admin/customers', label: 'Clients', ownerOnly: false, keepsDay: true },
  { path: '/admin/staff', label: 'Personnel', ownerOnly: true, keepsDay: true },
  { path: '/admin/articles', label: 'Articles', ownerOnly: true, keepsDay: false },
  { path: '/admin/categories', label: 'Catégories', ownerOnly: true, keepsDay: false },
  { path: '/admin/lots', label: 'Lots', ownerOnly: true, keepsDay: false },
  { path: '/admin/colis', label: 'Colis', ownerOnly: true, keepsDay: false },
  { path: '/admin/journal', label: 'Journal', ownerOnly: true, keepsDay: true },
  { path: '/admin/entreprise', label: 'Entreprise', ownerOnly: true, keepsDay: true },
] as const;

/** The person on the tablet, their own account, the shop's website and the way out. */
function AccountLinks({ day }: { day: AdminDay }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const me = day.me.data;
  return (
    <>
      {me && (
        <span className="hidden xl:inline">
          {me.firstName} {me.lastName}
        </span>
      )}
      {/* The person's own account: beside the way out, not a screen of the shop's work. */}
      <NavLink
        to={`/admin/securite${day.query}`}
        className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline aria-[current=page]:text-gray-900"
      >
        Sécurité
      </NavLink>
      <Link to="/" className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline">
        Boutique en ligne
      </Link>
      {/* The counter's tablet is shared: whoever leaves logs out here, and the next one logs in. */}
      <button
        type="button"
        disabled={logout.isPending}
        onClick={() =>
          logout.mutateAsync().then(
            () => navigate('/account/login', { replace: true }),
            () => {},
          )
        }
        className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline disabled:cursor-wait"
      >
        Se déconnecter
      </button>
    </>
  );
}

/** The back office's screens as tabs (the owner's only for the owner), then the account's links. */
export function AdminTabs({ day, isOwner, onBoard }: { day: AdminDay; isOwner: boolean; onBoard: boolean }) {
  return (
    <nav aria-label="Espace boutique" className="flex-1">
      <ul className="flex flex-wrap">
        {isOwner && (
          <li>
            <NavLink end to="/admin" className={tab}>
              Tableau de bord
            </NavLink>
          </li>
        )}
        <li>
          {/* Staff's board is their home (also at /admin/orders); the owner's is at /admin/orders. */}
          <Link
            to={`${isOwner ? '/admin/orders' : '/admin'}${day.query}`}
            aria-current={onBoard ? 'page' : undefined}
            className={tab}
          >
            Commandes
          </Link>
        </li>
        {SCREENS.filter((screen) => isOwner || !screen.ownerOnly).map((screen) => (
          <li key={screen.path}>
            <NavLink to={screen.keepsDay ? `${screen.path}${day.query}` : screen.path} className={tab}>
              {screen.label}
            </NavLink>
          </li>
        ))}
        {/* On the tabs' last row, not a row of their own: the header stays low on the counter's tablet. */}
        <li className="ms-auto flex items-center gap-2.5 px-1 text-sm text-gray-700">
          <AccountLinks day={day} />
        </li>
      </ul>
    </nav>
  );
}
