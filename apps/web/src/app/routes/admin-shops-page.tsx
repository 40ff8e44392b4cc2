import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useShopCalendars } from '../../features/admin-shops/api/get-shop-calendars';
import { ShopList } from '../../features/admin-shops/components/shop-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/shops: the shops and their calendars at a glance (staff: their own shops). */
export function AdminShopsPage() {
  useDocumentTitle('Boutiques et calendrier');
  const shops = useShopCalendars();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">Boutiques et calendrier</h1>
      {shops.data ? (
        <ShopList shops={shops.data.shops} />
      ) : shops.isError ? (
        <LoadError message="Les boutiques n’ont pas pu être chargées." onRetry={() => void shops.refetch()} />
      ) : (
        <LoadingBlocks label="Chargement des boutiques…" blocks={['h-40 animate-pulse rounded-xl bg-gray-200']} />
      )}
    </div>
  );
}
