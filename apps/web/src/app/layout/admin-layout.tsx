import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { SkipLink } from '../../components/ui/skip-link';
import { useOrderEvents } from '../../features/admin-orders/api/use-order-events';
import { PREPARATION_KEY } from '../../features/admin-preparation/api/get-preparation';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { isApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminDayBar } from './admin-day-bar';
import { AdminTabs } from './admin-tabs';
import { NavigationProgress } from './navigation-progress';
import { useArrivalAnnouncement } from './use-arrival-announcement';

// A new order slides in on the board (order-board's highlight); still for whoever asks for less motion.
const ADMIN_CSS = `@keyframes admin-arrival { from { opacity: 0; transform: translateY(-0.75rem); } to { opacity: 1; transform: none; } }
.admin-arrival { animation: admin-arrival 450ms ease-out; }
@media (prefers-reduced-motion: reduce) { .admin-arrival { animation: none; } }
@media print { [data-sonner-toaster] { display: none !important; } }`;

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

type ContentState = { pending: boolean; mustEnrol: boolean; onSecurity: boolean; hasShop: boolean };

/** What stands under the header: a skeleton while the account loads, the screen, or why there is none. */
function AdminContent({ pending, mustEnrol, onSecurity, hasShop }: ContentState) {
  if (pending) {
    return (
      <LoadingBlocks
        label="Chargement de l’espace boutique…"
        className="flex flex-col gap-4"
        blocks={['h-10 w-1/3 animate-pulse rounded bg-gray-200', 'h-96 animate-pulse rounded-xl bg-gray-200']}
      />
    );
  }
  if (mustEnrol && !onSecurity) return <Navigate to="/admin/securite" replace />;
  if (hasShop || onSecurity) return <Outlet />;
  return (
    <div className="rounded-xl bg-white p-6">
      <h1 className="text-2xl font-bold">Aucune boutique</h1>
      <p className="mt-2 text-gray-700">
        Votre compte n’est rattaché à aucune boutique. Demandez au gérant de vous y ajouter.
      </p>
    </div>
  );
}

/**
 * The back office's frame (its own chunk: customers never load it): the shop and the day always at the
 * top, the switches to change them, the screens' navigation, and the live feed of the shop's orders.
 */
export function AdminLayout() {
  const day = useAdminDay();
  const { me, shop } = day;
  const queryClient = useQueryClient();
  const location = useLocation();
  const { announcement, announce } = useArrivalAnnouncement(shop?.id, day.date);
  const isOwner = me.data?.role === 'admin';
  const path = location.pathname.replace(/\/+$/, '');
  // The owner's home is the figures, with their own shop and period: no shop's day at the top.
  const onBoard = path.startsWith('/admin/orders') || (!isOwner && path === '/admin');
  // The shop and day pickers where they change what is shown: the board, preparation and deliveries.
  const onDayPage =
    onBoard || ['/admin/preparation', '/admin/deliveries', '/admin/caisse'].some((p) => path.startsWith(p));

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

  // The owner requires a second factor of this account (it can refund): every other screen answers 403 until it
  // is on, so the back office leads there (ADR 045).
  const mustEnrol = me.data?.twoFactorRequired === true && !me.data.twoFactorEnabled;

  return (
    <div className="flex min-h-dvh flex-col bg-gray-100 text-gray-900 print:bg-white">
      <style>{ADMIN_CSS}</style>
      <SkipLink />
      <NavigationProgress />
      <header className="print:hidden">
        <AdminDayBar day={day} onDayPage={onDayPage} />
        <div className="border-b border-gray-200 bg-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 px-2">
            <AdminTabs day={day} isOwner={isOwner} onBoard={onBoard} />
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
        <AdminContent
          pending={me.isPending}
          mustEnrol={mustEnrol}
          onSecurity={path === '/admin/securite'}
          hasShop={shop !== null}
        />
      </main>
      <ScrollRestoration />
    </div>
  );
}
