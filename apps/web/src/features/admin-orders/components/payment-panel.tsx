import type { AdminOrderDetail } from '@boucherie/contract';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { formatEuros } from '../../../lib/format';
import { restAtCounter } from '../../../lib/payment-text';
import { useMarkPaidAtCounter } from '../api/mark-paid-at-counter';
import { PaymentBadge } from './payment-badge';

/** What the counter can still take: a hold to let go, or a sum the card did not cover. */
const COUNTER_STATUSES = new Set(['authorized', 'at_counter', 'card_saved']);

/** The order's card payment for the counter: its state, the rest to take, « Payé au comptoir ». */
export function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  const paid = useMarkPaidAtCounter(order.id);
  const { payment } = order;
  if (payment.method !== 'online') return null;
  const rest = restAtCounter(payment, order.totalTTC);
  const canMark = COUNTER_STATUSES.has(payment.status) && order.status !== 'Cancelled';
  const refused = isApiError(paid.error) ? paid.error.message : undefined;
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-2">
      <p className="flex flex-wrap items-center gap-2 text-gray-900">
        <span className="font-semibold">Paiement par carte</span>
        <PaymentBadge order={order} />
      </p>
      {rest > 0 && <p className="font-semibold text-amber-950">À régler au retrait&nbsp;: {formatEuros(rest)}</p>}
      {canMark && (
        <button
          type="button"
          disabled={paid.isPending}
          onClick={() => paid.mutate()}
          aria-describedby={refused ? 'paid-at-counter-error' : undefined}
          className={buttonClass('secondary', 'lg')}
        >
          Payé au comptoir
        </button>
      )}
      <FieldError id="paid-at-counter-error" message={refused} />
    </div>
  );
}
