import type { AdminOrder } from '@boucherie/contract';
import { LoadError } from '../../../components/ui/load-error';
import { useSearchOrders } from '../api/search-orders';
import { BoardCard } from './board-card';

type Props = {
  search: string;
  /** The board's shop: an order of another of the viewer's shops says where it is. */
  shopId: number;
  /** "Aujourd’hui · vendredi 20 novembre", "Mardi 24 novembre": a day as the board names it. */
  nameDay: (date: string) => string;
  orderHref: (id: number) => string;
};

/** The orders in the server's order (nearest day first), one group per day. */
function byDay(orders: readonly AdminOrder[]): [string, AdminOrder[]][] {
  const days = new Map<string, AdminOrder[]>();
  for (const order of orders) days.set(order.date, [...(days.get(order.date) ?? []), order]);
  return [...days];
}

/**
 * What the board shows while something is typed in its search: the customer's open orders on every
 * day, not only the day on screen (a customer at the counter rarely knows which day they ordered for).
 */
export function OrderSearchResults({ search, shopId, nameDay, orderHref }: Props) {
  const query = useSearchOrders(search);
  const typed = `«\u00a0${search.trim()}\u00a0»`;
  if (query.isError && !query.data) {
    return <LoadError message="La recherche n’a pas abouti." onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <p role="status" aria-busy="true" className="rounded-xl bg-white p-4 text-gray-700">
        Recherche des commandes…
      </p>
    );
  }
  const { items, totalCount } = query.data;
  const count = `${totalCount} commande${totalCount > 1 ? 's' : ''} en cours`;
  const more = totalCount > items.length ? `\u00a0: voici les ${items.length} premières, précisez la recherche.` : '.';
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
      <p role="status" className="text-lg text-gray-900">
        {items.length === 0
          ? `Aucune commande en cours pour ${typed}, quel que soit le jour. Vérifiez l’orthographe, ou cherchez par téléphone ou par e-mail.`
          : `${count} pour ${typed}, tous les jours, les plus proches d’abord${more}`}
      </p>
      {byDay(items).map(([date, orders]) => (
        <section key={date} aria-labelledby={`found-${date}`} className="flex flex-col gap-2">
          <h2 id={`found-${date}`} className="text-lg font-bold text-gray-900">
            {nameDay(date)}
          </h2>
          <ol className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {orders.map((order) => (
              <li key={order.id}>
                <BoardCard
                  order={order}
                  href={orderHref(order.id)}
                  fresh={false}
                  showStatus
                  shopName={order.shop.id === shopId ? undefined : order.shop.name}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
