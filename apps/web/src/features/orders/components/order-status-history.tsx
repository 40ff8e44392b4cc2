import type { Order } from '@boucherie/contract';
import { formatDateTime } from '../../../lib/format';
import { historyLabel } from '../lib/order-status';

/** "Passée le jeudi 19 novembre à 18 h", "Confirmée le …", "Prête le …": each status the order reached. */
export function OrderStatusHistory({ order }: { order: Order }) {
  if (order.statusHistory.length === 0) return null;
  return (
    <ol aria-label="Suivi de la commande" className="flex flex-col gap-2">
      {order.statusHistory.map((step) => (
        <li key={`${step.status}-${step.at}`} className="flex items-start gap-2 text-gray-800">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary-700" />
          <span>
            {historyLabel(step.status, order.mode)} le {formatDateTime(step.at)}
          </span>
        </li>
      ))}
    </ol>
  );
}
