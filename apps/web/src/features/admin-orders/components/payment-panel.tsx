import type { AdminOrderDetail } from '@boucherie/contract';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { formatEuros } from '../../../lib/format';
import { useMarkPaidAtCounter } from '../api/mark-paid-at-counter';
import { PaymentBadge } from './payment-badge';

/** What the counter can still take: a hold to let go, or a sum the card did not cover. */
const COUNTER_STATUSES = new Set(['authorized', 'at_counter', 'card_saved']);

/**
 * The order's card payment for the counter: its state, and « Payé au comptoir » (the till takes what the card
 * would have, then the hold is let go), asked once more since the hold cannot be taken back.
 */
export function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  const paid = useMarkPaidAtCounter(order.id);
  const { payment } = order;
  if (payment.method !== 'online') return null;
  const canMark = COUNTER_STATUSES.has(payment.status) && order.status !== 'Cancelled';
  const refused = isApiError(paid.error) ? paid.error.message : undefined;
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-2">
      <p className="flex flex-wrap items-center gap-2 text-gray-900">
        <span className="font-semibold">Paiement par carte</span>
        <PaymentBadge order={order} />
      </p>
      {canMark && (
        <ConfirmInline
          triggerLabel="Payé au comptoir"
          triggerClassName={buttonClass('secondary', 'lg')}
          question={`Encaisser ${formatEuros(payment.dueAmount > 0 ? payment.dueAmount : order.totalTTC)} au comptoir, par carte bancaire\u00a0?`}
          detail="Le blocage de la carte du client est levé\u00a0: il ne pourra plus être prélevé."
          toneClassName="border-amber-300 bg-amber-50"
          busy={paid.isPending}
          confirm={
            <button
              type="button"
              disabled={paid.isPending}
              onClick={() => paid.mutate()}
              aria-describedby={refused ? 'paid-at-counter-error' : undefined}
              className={buttonClass('primary', 'lg')}
            >
              Oui, encaissé au comptoir
            </button>
          }
        />
      )}
      <FieldError id="paid-at-counter-error" message={refused} />
    </div>
  );
}
