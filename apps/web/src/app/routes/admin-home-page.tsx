import { lazy, Suspense } from 'react';
import { useAdminMe } from '../../features/admin-session/api/get-admin-me';
import { chunkReloader } from '../chunk-reload';
import { AdminBoardPage } from './admin-board-page';

// Its chunk gone after a deployment, the page reloads once, as for the routes' own chunks.
const AdminFiguresPage = lazy(
  chunkReloader.lazyWithReload(() => import('./admin-figures-page').then((m) => ({ default: m.AdminFiguresPage }))),
);

/**
 * /admin, the back office's home: the figures for the owner, the day's board for staff (who never load
 * the figures' code). The board is also at /admin/orders for everyone.
 */
export function AdminHomePage() {
  const me = useAdminMe();
  if (me.data?.role !== 'admin') return <AdminBoardPage />;
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only" role="status">
            Chargement du tableau de bord…
          </span>
          <div aria-hidden="true" className="h-10 w-1/3 animate-pulse rounded bg-gray-200" />
          <div aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-gray-200" />
        </div>
      }
    >
      <AdminFiguresPage />
    </Suspense>
  );
}
