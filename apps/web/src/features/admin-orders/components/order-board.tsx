import type { AdminOrder } from '@boucherie/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingBlocks, sameBlocks } from '../../../components/ui/loading-blocks';
import { useDayOrders } from '../api/get-day-orders';
import { BOARD_COLUMNS, customerName } from '../lib/admin-status';
import { BoardCard } from './board-card';

/** How long a new order stays highlighted on the board. */
const FRESH_MS = 8_000;

/**
 * Orders that were not on the board a moment ago, for a short highlight. The first answer for a shop
 * and day only seeds what is known (nothing is new on opening the board, nor on coming back from a search).
 */
function useFreshOrders(dayKey: string, orders: readonly AdminOrder[] | undefined) {
  const known = useRef<{ key: string; ids: Set<number> } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  // Each arrival fades on its own clock, whatever arrives or refreshes meanwhile; all stop when the board goes.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!orders) return;
    if (known.current?.key !== dayKey) {
      known.current = { key: dayKey, ids: new Set(orders.map((o) => o.id)) };
      return;
    }
    const seen = known.current.ids;
    const arrived = orders.filter((o) => !seen.has(o.id)).map((o) => o.id);
    for (const id of arrived) seen.add(id);
    if (arrived.length === 0) return;
    setFresh((current) => new Set([...current, ...arrived]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => new Set([...current].filter((id) => !arrived.includes(id))));
    }, FRESH_MS);
    timers.current.add(timer);
  }, [dayKey, orders]);

  return fresh;
}

type Props = {
  shopId: number;
  date: string;
  orderHref: (id: number) => string;
};

/** The day's board: one column per step of the day's work, with counts; cancelled orders below. */
export function OrderBoard({ shopId, date, orderHref }: Props) {
  const query = useDayOrders({ shopId, date, search: '' });
  const orders = query.isPlaceholderData ? undefined : query.data;
  const fresh = useFreshOrders(`${shopId}|${date}`, orders);

  if (query.isError && !query.data) {
    return (
      <LoadError message="Les commandes du jour n’ont pas pu être chargées." onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <LoadingBlocks
        label="Chargement des commandes…"
        className="grid grid-cols-4 gap-3"
        blocks={sameBlocks(BOARD_COLUMNS.length, 'h-80 animate-pulse rounded-xl bg-gray-200')}
      />
    );
  }

  const shown = query.data;
  const cancelled = shown.filter((o) => o.status === 'Cancelled');
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching && query.isPlaceholderData}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {BOARD_COLUMNS.map((column) => {
          const inColumn = shown.filter((o) => o.status === column.status);
          // Orders to confirm: the newest first, where a new one slides in and is seen at once.
          if (column.status === 'Pending') inColumn.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          const headingId = `column-${column.status}`;
          return (
            <section
              key={column.status}
              aria-labelledby={headingId}
              className="flex min-w-0 flex-col gap-2 rounded-xl bg-gray-200/70 p-2"
            >
              <h2 id={headingId} className="flex items-center justify-between px-1 text-lg font-bold text-gray-900">
                {column.title}{' '}
                <span className="rounded-full bg-white px-3 py-0.5 text-lg tabular-nums">
                  {inColumn.length}
                  <span className="sr-only"> commande{inColumn.length > 1 ? 's' : ''}</span>
                </span>
              </h2>
              {inColumn.length === 0 ? (
                <p className="rounded-lg border-2 border-dashed border-gray-300 p-4 text-center text-gray-600">
                  Aucune commande
                </p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {inColumn.map((order) => (
                    <li key={order.id}>
                      <BoardCard order={order} href={orderHref(order.id)} fresh={fresh.has(order.id)} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </div>
      {cancelled.length > 0 && (
        <section aria-labelledby="cancelled-title" className="rounded-xl bg-white p-3 ring-1 ring-gray-200">
          <h2 id="cancelled-title" className="font-bold text-gray-900">
            Annulées ({cancelled.length})
          </h2>
          <ul className="mt-1 flex flex-wrap gap-x-4">
            {cancelled.map((order) => (
              <li key={order.id}>
                <Link to={orderHref(order.id)} className="inline-flex min-h-12 items-center text-gray-800 underline">
                  <span className="whitespace-nowrap">n°&nbsp;{order.number}</span> · {customerName(order.customer)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
