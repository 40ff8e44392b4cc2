import type { AdminOrder } from '@boucherie/contract';
import { STATUS_TONE, statusLabel } from '../lib/admin-status';

/** The status in words and colour together. */
export function StatusPill({
  order,
  className = '',
}: {
  order: Pick<AdminOrder, 'status' | 'mode'>;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${STATUS_TONE[order.status]} ${className}`}
    >
      {statusLabel(order.status, order.mode)}
    </span>
  );
}

/** Pickup or delivery, as a word beside the number. */
export function ModeTag({ mode }: { mode: AdminOrder['mode'] }) {
  return (
    <span
      className={`inline-flex items-center rounded px-2 py-0.5 text-sm font-semibold ${
        mode === 'Delivery' ? 'bg-violet-100 text-violet-900' : 'bg-gray-100 text-gray-800'
      }`}
    >
      {mode === 'Delivery' ? 'Livraison' : 'Retrait'}
    </span>
  );
}
