import { useNavigate } from 'react-router';
import { DayBoard } from '../../features/admin-orders/components/day-board';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { dayName, formatDay, isNearDay } from '../../features/admin-session/lib/admin-days';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin: the board of the shop's day (the layout guarantees a shop). */
export function AdminBoardPage() {
  const { shop, date, today, query } = useAdminDay();
  const navigate = useNavigate();
  const name = dayName(date, today);
  useDocumentTitle(`Commandes · ${name}`);
  if (!shop) return null;
  const orderHref = (id: number) => `/admin/orders/${id}${query}`;
  // "Demain · samedi 21 novembre": near days by their place and their date, the others by their date.
  const nameDay = (day: string) =>
    isNearDay(day, today) ? `${dayName(day, today)} · ${formatDay(day)}` : dayName(day, today);
  return (
    <DayBoard
      shopId={shop.id}
      date={date}
      dayName={name}
      nameDay={nameDay}
      orderHref={orderHref}
      onOpenOrder={(id) => void navigate(orderHref(id))}
    />
  );
}
