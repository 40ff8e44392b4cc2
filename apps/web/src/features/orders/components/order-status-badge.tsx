import type { OrderMode, OrderStatus } from '@boucherie/contract';
import { statusLabel } from '../lib/order-status';

const TONES: Record<OrderStatus, string> = {
  Pending: 'border-amber-400 bg-amber-50 text-amber-900',
  Confirmed: 'border-sky-400 bg-sky-50 text-sky-900',
  Ready: 'border-primary-600 bg-primary-50 text-primary-900',
  Completed: 'border-gray-400 bg-gray-100 text-gray-800',
  Cancelled: 'border-gray-400 bg-white text-gray-700 line-through decoration-1',
};

/** The status as a word (the colour only adds to it). */
export function OrderStatusBadge({ status, mode }: { status: OrderStatus; mode: OrderMode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${TONES[status]}`}
    >
      <span className="sr-only">Statut&nbsp;: </span>
      {statusLabel(status, mode)}
    </span>
  );
}
