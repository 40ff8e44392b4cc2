import { useNavigate } from 'react-router';
import { DayBoard } from '../../features/admin-orders/components/day-board';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { dayName } from '../../features/admin-session/lib/admin-days';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin: the board of the shop's day (the layout guarantees a shop). */
export function AdminBoardPage() {
  const { shop, date, today, query } = useAdminDay();
  const navigate = useNavigate();
  const name = dayName(date, today);
  useDocumentTitle(`Commandes · ${name}`);
  if (!shop) return null;
  const orderHref = (id: number) => `/admin/orders/${id}${query}`;
  return (
    <DayBoard
      shopId={shop.id}
      date={date}
      dayName={name}
      orderHref={orderHref}
      onOpenOrder={(id) => void navigate(orderHref(id))}
    />
  );
}
