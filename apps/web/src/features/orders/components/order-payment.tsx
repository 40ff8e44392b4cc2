import { howYouPay, mealVoucherSplitText, type Order } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { formatEuros } from '../../../lib/format';
import { paymentSentence } from '../../../lib/payment-text';
import { orderQueryOptions } from '../api/get-order';
import { useRetryPayment } from '../api/retry-payment';

const RETURN_CHECKS = 10;

/**
 * The order's payment on its page (ADR 049): its state in French with its amounts, « Payer maintenant » while
 * the order waits for its card, and, back from the provider's page, a few more looks until the bank's answer
 * arrives.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { payment } = order;
  if (payment.method === 'online') return <CardPayment order={order} />;
  if (order.status === 'Cancelled') return null;
  // Taken at the shop's till (issue 45): « Payée » once nothing is due, what is left when it left unpaid.
  if (payment.counterPayments.length > 0 && payment.dueAmount === 0)
    return <p className="text-sm font-medium text-gray-800">{paymentSentence(payment, order.totalTTC)}</p>;
  if (order.status === 'Completed')
    return payment.dueAmount > 0 ? (
      <p className="text-sm font-medium text-gray-800">
        Reste à régler à la boutique&nbsp;: {formatEuros(payment.dueAmount)}.
      </p>
    ) : null;
  return <p className="text-sm text-gray-700">{howYouPay(order.paymentTerms, order.mode)}</p>;
}

function CardPayment({ order }: { order: Order }) {
  const { payment } = order;
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const back = params.get('paiement');
  const retry = useRetryPayment(order.id);
  const waiting = payment.status === 'awaiting_authorization' || payment.raise !== undefined;
  useEffect(() => {
    if (back !== 'retour' || !waiting) return;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      if (checks > RETURN_CHECKS) clearInterval(timer);
      else void queryClient.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey });
    }, 2000);
    return () => clearInterval(timer);
  }, [back, waiting, queryClient, order.id]);

  // Waiting for the card, with a page or not (one lost in a crash): the retry opens one (ADR 051).
  const payable =
    (payment.status === 'awaiting_authorization' || payment.status === 'failed') && order.status !== 'Cancelled';
  const refused = isApiError(retry.error) ? retry.error.message : undefined;
  return (
    <div className="flex flex-col gap-2 text-sm text-gray-800">
      <p role="status" className="font-medium">
        {back === 'retour' && payment.status === 'authorized'
          ? 'Merci\u00a0: votre paiement est autorisé. '
          : back === 'retour' && waiting
            ? 'Nous attendons la réponse de votre banque… '
            : ''}
        {paymentSentence(payment, order.totalTTC)}
      </p>
      {payment.mealVoucher && <MealVoucherPart order={order} />}
      {payable && (
        <button
          type="button"
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
          aria-describedby={refused ? 'payment-retry-error' : undefined}
          className={buttonClass('primary')}
        >
          {retry.isPending ? 'Ouverture du paiement…' : 'Payer maintenant'}
        </button>
      )}
      {payment.raise && (
        <p className="flex flex-wrap items-center gap-3">
          <span>
            Nouveau montant à autoriser pour vos nouvelles quantités&nbsp;: {formatEuros(payment.raise.amount)}.
          </span>
          {payment.raise.checkoutUrl && (
            <a href={payment.raise.checkoutUrl} className={buttonClass('primary')}>
              Autoriser {formatEuros(payment.raise.amount)}
            </a>
          )}
        </p>
      )}
      <FieldError id="payment-retry-error" message={refused} />
    </div>
  );
}

/**
 * The titres' part beside the card (ADR 073): « Titre-restaurant 18,40 € + carte 7,10 € », the card's part
 * being the order's total less what the titres keep; what went back to them is said, and a part refused on the
 * titres' page leaves « Carte seulement : 25,50 € ».
 */
function MealVoucherPart({ order }: { order: Order }) {
  const voucher = order.payment.mealVoucher;
  if (!voucher || voucher.status === 'abandoned') return null;
  if (voucher.status === 'declined')
    return <p>Carte seulement&nbsp;: {formatEuros(order.totalTTC)} (titres-restaurant refusés).</p>;
  const keptCents = Math.round((voucher.amount - voucher.refundedAmount) * 100);
  const totalCents = Math.round(order.totalTTC * 100);
  return (
    <p>
      {voucher.status === 'refunded'
        ? `Titres-restaurant recrédités\u00a0: ${formatEuros(voucher.refundedAmount)}.`
        : mealVoucherSplitText(keptCents, Math.max(0, totalCents - keptCents))}
      {voucher.status === 'pending' && ' (débit des titres en cours)'}
      {voucher.status === 'awaiting_customer' && ' (titres-restaurant à valider d’abord)'}
    </p>
  );
}
