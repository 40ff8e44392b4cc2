import {
  type AdminOrder,
  COUNTER_PAYMENT_METHOD_TEXT,
  COUNTER_PAYMENT_METHODS,
  type CounterPaymentMethod,
} from '@boucherie/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { formatEuros, formatTimeOf } from '../../../lib/format';
import { useReverseCounterPayment, useTakeCounterPayment } from '../api/counter-payments';

type Props = {
  order: Pick<AdminOrder, 'id' | 'number' | 'status' | 'payment'>;
  /** On a board's card: smaller taps, and the entries left to the order's page (where they are put right). */
  compact?: boolean;
};

/**
 * The till (issue 45): « À encaisser » while money is due, one tap per method with the amount filled in,
 * confirmed once; the entries taken, each put right by a reversing entry. The same on the order's page and on
 * the board's card, whose answer goes in the lists without asking them again (use-store-order-answer.ts).
 */
export function CounterPaymentPanel({ order, compact = false }: Props) {
  const errorId = useId();
  const take = useTakeCounterPayment(order.id);
  const reverse = useReverseCounterPayment(order.id);
  const { dueAmount, counterPayments } = order.payment;
  const [method, setMethod] = useState<CounterPaymentMethod | null>(null);
  const [amount, setAmount] = useState('');
  const reversed = new Set(counterPayments.map((p) => p.reversesId).filter((id) => id !== null));
  const refused = isApiError(take.error) ? take.error.message : undefined;
  const reverseRefused = isApiError(reverse.error) ? reverse.error.message : undefined;
  if (dueAmount === 0 && counterPayments.length === 0) return null;
  // A box's balance (ADR 074) is charged on the customer's card at « prête »: until the card has answered, the
  // till must not take it too (the card would charge it all the same), so it says who pays instead.
  const box = order.payment.box;
  const cardWillPay =
    box !== undefined && (box.balanceState === 'awaiting_weighing' || box.balanceState === 'charging');
  if (cardWillPay && counterPayments.length === 0 && order.status !== 'Cancelled') {
    return (
      <p className={`border-t border-gray-200 pt-2 text-gray-800 ${compact ? 'text-sm' : ''}`}>
        {box.balanceState === 'charging'
          ? 'Solde du colis en cours de prélèvement sur la carte du client.'
          : 'Solde du colis, au poids pesé, prélevé sur la carte du client quand la commande sera «\u00a0prête\u00a0».'}
      </p>
    );
  }
  const tap = compact ? buttonClass('secondary', 'lg', 'w-full px-2 text-sm') : buttonClass('secondary', 'lg');
  const size = compact ? 'text-base' : 'text-lg';

  const choose = (chosen: CounterPaymentMethod) => {
    take.reset();
    setMethod(chosen);
    setAmount(dueAmount.toFixed(2).replace('.', ','));
  };
  const euros = Number(amount.replace(',', '.').replace(/\s|€/g, ''));
  const confirm = () => {
    if (!method) return;
    take.mutate({ method, amount: euros }, { onSuccess: () => setMethod(null) });
  };

  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-2">
      {dueAmount > 0 && order.status !== 'Cancelled' && (
        <>
          <p className={`${size} font-bold text-amber-950`}>À encaisser&nbsp;: {formatEuros(dueAmount)}</p>
          {method === null ? (
            <ul
              className={compact ? 'grid grid-cols-2 gap-1' : 'flex flex-wrap gap-2'}
              aria-label={`Encaisser la commande n°\u00a0${order.number} par`}
            >
              {COUNTER_PAYMENT_METHODS.map((m) => (
                <li key={m}>
                  <button type="button" onClick={() => choose(m)} className={tap}>
                    {COUNTER_PAYMENT_METHOD_TEXT[m]}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <fieldset
              className={`flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 ${compact ? 'p-2' : 'p-3'}`}
            >
              <legend className="px-1 font-semibold text-gray-900">{COUNTER_PAYMENT_METHOD_TEXT[method]}</legend>
              <label className="flex flex-col gap-1 text-gray-900">
                Montant encaissé (€)
                <input
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  aria-describedby={refused ? errorId : undefined}
                  aria-invalid={refused ? true : undefined}
                  className={`min-h-11 w-full max-w-40 rounded-lg border border-gray-400 px-3 ${size}`}
                />
              </label>
              <FieldError id={errorId} message={refused} />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={take.isPending || !(euros > 0)}
                  onClick={confirm}
                  className={buttonClass('primary', 'lg')}
                >
                  Confirmer {Number.isFinite(euros) && euros > 0 ? formatEuros(euros) : ''}
                </button>
                <button type="button" onClick={() => setMethod(null)} className={buttonClass('secondary', 'lg')}>
                  Annuler
                </button>
              </div>
            </fieldset>
          )}
        </>
      )}
      {dueAmount === 0 && counterPayments.length > 0 && <p className="font-semibold text-green-800">Réglée</p>}
      {!compact && counterPayments.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-gray-800" aria-label="Encaissements au comptoir">
          {counterPayments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2">
              <span>
                {p.reversesId === null ? '' : 'Annulation\u00a0: '}
                {COUNTER_PAYMENT_METHOD_TEXT[p.method]} {formatEuros(p.amount)} à {formatTimeOf(p.at)}
              </span>
              {p.reversesId === null && !reversed.has(p.id) && (
                <button
                  type="button"
                  disabled={reverse.isPending}
                  onClick={() => reverse.mutate(p.id)}
                  className="min-h-11 underline"
                >
                  Annuler cet encaissement
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${errorId}-reversal`} message={reverseRefused} />
    </div>
  );
}
