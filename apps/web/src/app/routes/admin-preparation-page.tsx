import { PreparationView } from '../../features/admin-preparation/components/preparation-view';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { dayName } from '../../features/admin-session/lib/admin-days';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/preparation: the cutting list and the order sheets of the shop's day. */
export function AdminPreparationPage() {
  const { shop, date, today } = useAdminDay();
  const name = dayName(date, today);
  useDocumentTitle(`Préparation · ${name}`);
  if (!shop) return null;
  return <PreparationView day={{ shopId: shop.id, date }} dayName={name} />;
}
