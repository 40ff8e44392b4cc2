import type { AdminOrder } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatEuros, formatTimeWindow } from '../../../lib/format';
import { customerName } from '../lib/admin-status';
import { CounterPaymentPanel } from './counter-payment-panel';
import { NextStepButton } from './next-step-button';
import { PaymentBadge } from './payment-badge';
import { ModeTag, StatusPill } from './status-pill';

type Props = {
  order: AdminOrder;
  href: string;
  fresh: boolean;
  /** Out of the board's columns (a search over every day), the card says the status itself. */
  showStatus?: boolean;
  /** The order's shop, when it is not the board's. */
  shopName?: string | undefined;
};

/** One order on the board: number, customer, mode, total, what is due at the till, and its one primary action. */
export function BoardCard({ order, href, fresh, showStatus = false, shopName }: Props) {
  const titleId = `order-${order.id}-title`;
  const toWeigh = order.lines.filter(
    (l) => l.saleUnit === 'kg' && l.weighedQuantity === null && !l.isUnavailable,
  ).length;
  const open = order.status === 'Pending' || order.status === 'Confirmed';
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-2 rounded-xl p-3 shadow-sm ring-1 transition-colors duration-[2000ms] ${
        fresh ? 'admin-arrival bg-amber-50 ring-4 ring-amber-400' : 'bg-white ring-gray-200'
      }`}
    >
      <h3 id={titleId}>
        <Link
          to={href}
          className="inline-flex min-h-12 items-center text-lg font-bold whitespace-nowrap text-gray-900 tabular-nums underline decoration-gray-300 underline-offset-4 hover:decoration-gray-900"
        >
          n°&nbsp;{order.number}
          {fresh && <span className="sr-only"> (nouvelle commande)</span>}
        </Link>
      </h3>
      {(showStatus || shopName) && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          {showStatus && <StatusPill order={order} />}
          {shopName && <span>{shopName}</span>}
        </p>
      )}
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-gray-900">
          {order.customer.company ?? customerName(order.customer)}
          {order.customer.company && (
            <span className="block text-sm font-normal text-gray-700">{customerName(order.customer)}</span>
          )}
        </p>
        <ModeTag mode={order.mode} />
      </div>
      {order.timeWindow && (
        <p className="text-base font-bold text-gray-900 tabular-nums">
          <span className="sr-only">Créneau&nbsp;: </span>
          {formatTimeWindow(order.timeWindow)}
        </p>
      )}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm whitespace-nowrap text-gray-700">
          {order.lines.length} article{order.lines.length > 1 ? 's' : ''}
          {open && toWeigh > 0 ? ` · ${toWeigh} à peser` : ''}
        </span>
        <span className="ms-auto text-xl font-bold whitespace-nowrap text-gray-900 tabular-nums">
          {formatEuros(order.totalTTC)}
          {order.hasEstimatedLines && <span className="ms-1 text-xs font-normal text-gray-600">estimé</span>}
        </span>
      </p>
      <PaymentBadge order={order} />
      {order.comment && <p className="line-clamp-2 text-sm text-gray-700 italic">«&nbsp;{order.comment}&nbsp;»</p>}
      <CounterPaymentPanel order={order} compact />
      <NextStepButton order={order} orderHref={href} className="w-full" />
    </article>
  );
}
