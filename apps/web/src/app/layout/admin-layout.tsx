import type { AdminEvent, AdminOrder } from '@boucherie/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { SkipLink } from '../../components/ui/skip-link';
import { useLogout } from '../../features/account/api/logout';
import { dayOrdersQueryOptions } from '../../features/admin-orders/api/get-day-orders';
import { useOrderEvents } from '../../features/admin-orders/api/use-order-events';
import { PREPARATION_KEY } from '../../features/admin-preparation/api/get-preparation';
import { DaySwitch } from '../../features/admin-session/components/day-switch';
import { ShopSwitch } from '../../features/admin-session/components/shop-switch';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { dayName, formatDay, formatDayMonth, isNearDay } from '../../features/admin-session/lib/admin-days';
import { isApiError } from '../../lib/api-error';
import { capitalize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NavigationProgress } from './navigation-progress';

const tab =
  'inline-flex min-h-12 items-center border-b-4 border-transparent px-4 text-base font-semibold text-gray-700 hover:text-gray-900 aria-[current=page]:border-primary-700 aria-[current=page]:text-gray-900';

// A new order slides in on the board (order-board's highlight); still for whoever asks for less motion.
const ADMIN_CSS = `@keyframes admin-arrival { from { opacity: 0; transform: translateY(-0.75rem); } to { opacity: 1; transform: none; } }
.admin-arrival { animation: admin-arrival 450ms ease-out; }
@media (prefers-reduced-motion: reduce) { .admin-arrival { animation: none; } }
@media print { [data-sonner-toaster] { display: none !important; } }`;

/** How long the sentence about a new order stays on screen. */
const ANNOUNCEMENT_MS = 15_000;

/**
 * "Nouvelle commande n° 2026-000043." for the shop and day on screen ("… pour demain." for another day);
 * nothing for another shop's.
 */
function useArrivalAnnouncement(shopId: number | undefined, shownDate: string) {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  const announce = (event: AdminEvent) => {
    if (event.type !== 'order-placed' || event.shopId !== shopId) return;
    const day = dayName(event.date);
    const when = isNearDay(event.date) ? day.toLowerCase() : `le ${formatDayMonth(event.date)}`;
    const forDay = event.date === shownDate ? '' : ` pour ${when}`;
    setAnnouncement(`Nouvelle commande n°\u00a0${event.number}${forDay}.`);
  };
  return { announcement, announce };
}

/** The page a customer meets if they reach the back office: said plainly, with the way back. */
function StaffOnly() {
  useDocumentTitle('Accès réservé');
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4">
      <p className="text-5xl font-bold text-gray-400">403</p>
      <h1 className="text-3xl font-bold text-gray-900">Accès réservé</h1>
      <p className="text-gray-700">L’espace boutique est réservé aux équipes de nos boucheries.</p>
      <Link to="/" className="inline-flex min-h-12 items-center self-start font-semibold text-primary-800 underline">
        Retour à la boutique en ligne
      </Link>
    </main>
  );
}

/**
 * The back office's frame (its own chunk: customers never load it): the shop and the day always at the
 * top, the switches to change them, the screens' navigation, and the live feed of the shop's orders.
 */
/** Today's and tomorrow's open orders of the shop on screen, for the day switch (the board shares the answers). */
function useNearDayCounts(shopId: number | undefined, today: string, tomorrow: string) {
  const count = (date: string) => ({
    ...dayOrdersQueryOptions({ shopId: shopId ?? 0, date, search: '' }),
    enabled: shopId !== undefined,
    select: (orders: AdminOrder[]) => orders.filter((order) => order.status !== 'Cancelled').length,
  });
  return { today: useQuery(count(today)).data, tomorrow: useQuery(count(tomorrow)).data };
}

export function AdminLayout() {
  const day = useAdminDay();
  const { me, shop } = day;
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { announcement, announce } = useArrivalAnnouncement(shop?.id, day.date);
  const isOwner = me.data?.role === 'admin';
  const path = location.pathname.replace(/\/+$/, '');
  // The owner's home is the figures, with their own shop and period: no shop's day at the top.
  const onBoard = path.startsWith('/admin/orders') || (!isOwner && path === '/admin');
  // The shop and day pickers where they change what is shown: the board, preparation and deliveries.
  const onDayPage = onBoard || path.startsWith('/admin/preparation') || path.startsWith('/admin/deliveries');
  const counts = useNearDayCounts(onDayPage ? shop?.id : undefined, day.today, day.tomorrow);

  useOrderEvents((event) => {
    void queryClient.invalidateQueries({ queryKey: PREPARATION_KEY });
    announce(event);
  });

  if (me.isError) {
    if (isApiError(me.error, 403)) return <StaffOnly />;
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-10">
        <LoadError
          title="Espace boutique indisponible"
          message="Nous n’avons pas pu charger votre espace. Vérifiez la connexion de la tablette."
          onRetry={() => void me.refetch()}
        />
      </main>
    );
  }

  const name = dayName(day.date, day.today);
  // The owner requires a second factor of this account (it can refund): every other screen answers 403 until it
  // is on, so the back office leads there (ADR 045).
  const mustEnrol = me.data?.twoFactorRequired === true && !me.data.twoFactorEnabled;
  const onSecurity = path === '/admin/securite';

  return (
    <div className="flex min-h-dvh flex-col bg-gray-100 text-gray-900 print:bg-white">
      <style>{ADMIN_CSS}</style>
      <SkipLink />
      <NavigationProgress />
      <header className="print:hidden">
        <div className="bg-gray-900 text-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-2">
            <Link to={`/admin${day.query}`} className="flex min-h-12 items-center gap-2 text-lg font-bold">
              <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
              <span className={onDayPage ? 'sr-only xl:not-sr-only' : ''}>Espace boutique</span>
            </Link>
            {onDayPage && (
              <>
                <ShopSwitch shops={day.shops} shop={shop} onChange={day.setShop} />
                {/* Big: the day's name ("Demain") or its weekday; under it, the date. */}
                <p className="flex min-h-12 flex-col justify-center leading-tight">
                  <span className="text-2xl font-bold">
                    {isNearDay(day.date, day.today) ? name : capitalize(formatDay(day.date).split(' ')[0] ?? '')}
                  </span>
                  <span className="text-gray-200">
                    {isNearDay(day.date, day.today) ? formatDay(day.date) : formatDayMonth(day.date)}
                  </span>
                </p>
                <div className="ms-auto">
                  <DaySwitch
                    date={day.date}
                    today={day.today}
                    tomorrow={day.tomorrow}
                    onChange={day.setDate}
                    counts={counts}
                  />
                </div>
              </>
            )}
          </div>
        </div>
        <div className="border-b border-gray-200 bg-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 px-2">
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
                <li>
                  <NavLink to={`/admin/preparation${day.query}`} className={tab}>
                    Préparation
                  </NavLink>
                </li>
                <li>
                  <NavLink to={`/admin/deliveries${day.query}`} className={tab}>
                    Livraisons
                  </NavLink>
                </li>
                <li>
                  <NavLink to={`/admin/shops${day.query}`} className={tab}>
                    Boutiques
                  </NavLink>
                </li>
                {isOwner && (
                  <li>
                    <NavLink to={`/admin/pros${day.query}`} className={tab}>
                      Pros à valider
                    </NavLink>
                  </li>
                )}
                <li>
                  <NavLink to={`/admin/customers${day.query}`} className={tab}>
                    Clients
                  </NavLink>
                </li>
                {isOwner && (
                  <li>
                    <NavLink to={`/admin/staff${day.query}`} className={tab}>
                      Personnel
                    </NavLink>
                  </li>
                )}
                {isOwner && (
                  <li>
                    <NavLink to="/admin/articles" className={tab}>
                      Articles
                    </NavLink>
                  </li>
                )}
                {isOwner && (
                  <li>
                    <NavLink to="/admin/categories" className={tab}>
                      Catégories
                    </NavLink>
                  </li>
                )}
                {isOwner && (
                  <li>
                    <NavLink to={`/admin/journal${day.query}`} className={tab}>
                      Journal
                    </NavLink>
                  </li>
                )}
                {isOwner && (
                  <li>
                    <NavLink to={`/admin/entreprise${day.query}`} className={tab}>
                      Entreprise
                    </NavLink>
                  </li>
                )}
                {/* On the tabs' last row, not a row of their own: the header stays low on the counter's tablet. */}
                <li className="ms-auto flex items-center gap-2.5 px-1 text-sm text-gray-700">
                  {me.data && (
                    <span className="hidden xl:inline">
                      {me.data.firstName} {me.data.lastName}
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
                </li>
              </ul>
            </nav>
            <p
              role="status"
              // Empty, it takes no room: the tabs and the account's links stay on one row on the counter's tablet.
              className={`rounded-full text-sm font-semibold ${announcement ? 'bg-amber-100 px-3 py-1 text-amber-900' : ''}`}
            >
              {announcement}
            </p>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-4 focus:outline-none">
        {me.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            <span className="sr-only" role="status">
              Chargement de l’espace boutique…
            </span>
            <div aria-hidden="true" className="h-10 w-1/3 animate-pulse rounded bg-gray-200" />
            <div aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-gray-200" />
          </div>
        ) : mustEnrol && !onSecurity ? (
          <Navigate to="/admin/securite" replace />
        ) : shop || onSecurity ? (
          <Outlet />
        ) : (
          <div className="rounded-xl bg-white p-6">
            <h1 className="text-2xl font-bold">Aucune boutique</h1>
            <p className="mt-2 text-gray-700">
              Votre compte n’est rattaché à aucune boutique. Demandez au gérant de vous y ajouter.
            </p>
          </div>
        )}
      </main>
      <ScrollRestoration />
    </div>
  );
}
