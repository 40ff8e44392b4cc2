import { type AdminOrderDetail, CANCEL_REASON_MAX_LENGTH, ChangeOrderStatusRequest } from '@boucherie/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { formatEuros } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useChangeStatus } from '../api/change-order-status';

/**
 * Handing over while money is due (issue 45): the server refuses it (BALANCE_DUE) unless the staff say why
 * it leaves unpaid. The reason goes to the order's history and the customer's file; the sum stays owed.
 */
export function UnpaidHandover({ order }: { order: AdminOrderDetail }) {
  const id = useId();
  const change = useChangeStatus(order.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const due = formatEuros(order.payment.dueAmount);
  const delivery = order.mode === 'Delivery';

  const handOver = () => {
    // The contract's rule says what a reason must be, as the server reads it.
    const request = ChangeOrderStatusRequest.safeParse({ status: 'Completed', unpaid: { reason } });
    if (!request.success) {
      setError(request.error.issues[0]?.message);
      return;
    }
    change.mutate(request.data, {
      onSuccess: () =>
        void showToast('success', `Commande n°\u00a0${order.number} ${delivery ? 'livrée' : 'remise'} sans paiement.`),
      onError: (failure) =>
        setError(isApiError(failure) ? failure.message : 'La commande n’a pas pu être remise. Réessayez.'),
    });
  };

  return (
    <ConfirmInline
      triggerLabel={delivery ? 'Livrer sans paiement…' : 'Remettre sans paiement…'}
      triggerClassName={buttonClass('secondary', 'lg')}
      question={`${delivery ? 'Livrer' : 'Remettre'} la commande sans encaisser ${due}\u00a0?`}
      detail="Le motif est noté dans l’historique de la commande et sur la fiche du client. La somme reste due."
      toneClassName="border-amber-300 bg-amber-50"
      busy={change.isPending}
      confirm={
        <>
          <label className="flex basis-full flex-col gap-1 font-semibold text-gray-900">
            Motif
            <textarea
              rows={2}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="rounded-lg border border-gray-400 bg-white p-2 text-base font-normal aria-[invalid=true]:border-red-700"
            />
          </label>
          <FieldError id={`${id}-error`} message={error} className="basis-full" />
          <button type="button" disabled={change.isPending} onClick={handOver} className={buttonClass('primary', 'lg')}>
            {delivery ? 'Livrer' : 'Remettre'} sans paiement
          </button>
        </>
      }
    />
  );
}
