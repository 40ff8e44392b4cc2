import type { Order } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { formatDay } from '../lib/order-days';
import { placeOf } from '../lib/order-place';
import { historyLabel, modeLabel } from '../lib/order-status';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The user's orders, newest first: number, day, mode and place, status and its last change, total in the
 * order's basis (said to be an estimate until the weighed lines are weighed), why the shop cancelled.
 */
export function OrderHistoryList({ orders }: { orders: readonly Order[] }) {
  return (
    <ul aria-label="Mes commandes" className="flex flex-col gap-3">
      {orders.map((order) => {
        const total = order.priceBasis === 'HT' ? order.totalHT : order.totalTTC;
        const last = order.statusHistory.at(-1);
        return (
          <li
            key={order.id}
            className="grid gap-2 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="min-w-0">
              <h2 className="font-semibold text-gray-900">
                <Link to={`/order/${order.id}`} className="inline-flex min-h-11 items-center underline">
                  {/* One text node: a flex link drops the space between « Commande » and a child span. */}
                  <span>Commande n°&nbsp;{order.number}</span>
                </Link>
              </h2>
              <p className="text-gray-800">
                {modeLabel(order.mode)} le {formatDay(order.date)}
              </p>
              <p className="text-sm text-gray-700">{placeOf(order)}</p>
              {last && (
                <p className="text-sm text-gray-700">
                  {historyLabel(last.status, order.mode)} le {formatDateTime(last.at)}
                </p>
              )}
              {order.status === 'Cancelled' && order.cancelReason && (
                <p className="text-sm text-gray-800">Motif&nbsp;: {order.cancelReason}</p>
              )}
            </div>
            <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
              <OrderStatusBadge status={order.status} mode={order.mode} />
              <p className="text-lg font-bold text-gray-900 tabular-nums">
                {formatEuros(total)} <span className="text-sm font-medium">{order.priceBasis}</span>
                {order.hasEstimatedLines && order.status !== 'Cancelled' && (
                  <span className="block text-right text-xs font-normal text-gray-600">estimation</span>
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
