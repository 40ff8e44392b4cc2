import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { useShopCalendars } from '../../features/admin-shops/api/get-shop-calendars';
import { ShopCalendarEditor } from '../../features/admin-shops/components/shop-calendar-editor';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/shops/:id: one shop's calendar; the owner edits it, staff read it. */
export function AdminShopPage() {
  const id = Number(useParams().id);
  const { me } = useAdminDay();
  const shops = useShopCalendars();
  const shop = shops.data?.shops.find((s) => s.id === id);
  useDocumentTitle(shop ? `Calendrier — ${shop.name}` : 'Calendrier de la boutique');
  const back = (
    <Link
      to="/admin/shops"
      className="inline-flex min-h-12 items-center self-start font-semibold text-gray-800 underline"
    >
      ← Toutes les boutiques
    </Link>
  );
  let body: React.ReactNode;
  if (shop) body = <ShopCalendarEditor shop={shop} canEdit={me.data?.role === 'admin'} />;
  else if (shops.isError)
    body = <LoadError message="Le calendrier n’a pas pu être chargé." onRetry={() => void shops.refetch()} />;
  else if (shops.data) body = <p className="rounded-xl bg-white p-6 text-lg">Cette boutique n’existe pas.</p>;
  else
    body = <LoadingBlocks label="Chargement du calendrier…" blocks={['h-96 animate-pulse rounded-xl bg-gray-200']} />;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <h1 className="text-2xl font-bold text-gray-900">{shop ? `Calendrier — ${shop.name}` : 'Calendrier'}</h1>
      {body}
    </div>
  );
}
