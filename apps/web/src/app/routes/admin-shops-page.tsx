import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useShopCalendars } from '../../features/admin-shops/api/get-shop-calendars';
import { ShopList } from '../../features/admin-shops/components/shop-list';
import { AdminPage } from './admin-page';

/** /admin/shops: the shops and their calendars at a glance (staff: their own shops). */
export function AdminShopsPage() {
  const shops = useShopCalendars();
  return (
    <AdminPage title="Boutiques et calendrier">
      {shops.data ? (
        <ShopList shops={shops.data.shops} />
      ) : shops.isError ? (
        <LoadError message="Les boutiques n’ont pas pu être chargées." onRetry={() => void shops.refetch()} />
      ) : (
        <LoadingBlocks label="Chargement des boutiques…" blocks={['h-40 animate-pulse rounded-xl bg-gray-200']} />
      )}
    </AdminPage>
  );
}
