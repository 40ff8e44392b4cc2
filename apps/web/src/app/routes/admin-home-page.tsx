import { lazy, Suspense } from 'react';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
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
        <LoadingBlocks
          label="Chargement du tableau de bord…"
          className="flex flex-col gap-4"
          blocks={['h-10 w-1/3 animate-pulse rounded bg-gray-200', 'h-96 animate-pulse rounded-xl bg-gray-200']}
        />
      }
    >
      <AdminFiguresPage />
    </Suspense>
  );
}
