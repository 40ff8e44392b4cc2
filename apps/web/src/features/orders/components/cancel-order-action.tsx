import type { Order } from '@boucherie/contract';
import { useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { formatDateTime } from '../../../lib/format';
import { useCancelOrder } from '../api/cancel-order';

const secondary =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-red-800 bg-white px-5 font-semibold text-red-800 hover:bg-red-50';
const danger =
  'inline-flex min-h-12 items-center rounded-lg bg-red-800 px-5 font-semibold text-white hover:bg-red-900 disabled:cursor-wait disabled:bg-gray-500';

/**
 * "Annuler ma commande", asked twice, while the server says the order can still be cancelled. Once it is,
 * the button is gone: `onCancelled` says where to look (the page's status at the top).
 */
export function CancelOrderAction({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const cancel = useCancelOrder(order.id);
  const [error, setError] = useState('');
  if (!order.cancellableUntil) return null;

  async function confirm() {
    setError('');
    try {
      await cancel.mutateAsync();
      onCancelled?.();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'La commande n’a pas pu être annulée.');
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <ConfirmInline
        triggerLabel="Annuler ma commande"
        triggerClassName={secondary}
        question={`Annuler la commande n°\u00a0${order.number}\u00a0?`}
        busy={cancel.isPending}
        keepLabel="Non, garder la commande"
        detail={
          <div className="flex flex-col gap-2">
            <p>La boutique ne la préparera pas. Pour commander à nouveau, il faudra repasser une commande.</p>
            {error && (
              <p role="alert" className="font-semibold text-red-800">
                {error}
              </p>
            )}
          </div>
        }
        confirm={
          <button type="button" disabled={cancel.isPending} onClick={() => void confirm()} className={danger}>
            Oui, annuler la commande
          </button>
        }
      />
      <p className="text-sm text-gray-700">Possible jusqu’au {formatDateTime(order.cancellableUntil)}.</p>
    </div>
  );
}
