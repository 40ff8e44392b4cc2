import {
  holdCents,
  holdSentence,
  type OrderPayment,
  paymentSentence as paymentSentenceIn,
  restAtCounter,
} from '@boucherie/contract';

export { restAtCounter };

import { formatEuros } from './format';

// The words of an order's card payment (ADR 049), for the customer's pages and the staff's board alike.

/** « Montant maximum bloqué sur votre carte : 61,00 €. … » for an estimate, with the shop's tolerance. */
export function holdText(totalCents: number, weighedLinesCents: number, tolerancePercent: number): string {
  return holdSentence(formatEuros(holdCents(totalCents, weighedLinesCents, tolerancePercent) / 100));
}

/** The payment's state in one sentence, with its amounts, for the customer's order page. */
export const paymentSentence = (payment: OrderPayment, totalTTC: number) =>
  paymentSentenceIn(payment, totalTTC, formatEuros);

/** The board's badge: « Carte bloquée 67 € », « Payée 58,35 € », « À payer au retrait »; null when none. */
export function paymentBadge(payment: OrderPayment, totalTTC: number): string | null {
  if (payment.method !== 'online') return null;
  switch (payment.status) {
    case 'authorized':
      return `Carte bloquée ${formatEuros(payment.heldAmount)}`;
    case 'captured':
      return `Payée ${formatEuros(payment.capturedAmount)}`;
    case 'partially_captured':
      // Once the till took the rest (issue 45), the whole order is paid: no « reste 0,00 € ».
      return restAtCounter(payment) > 0
        ? `Payée ${formatEuros(payment.capturedAmount)}, reste ${formatEuros(restAtCounter(payment))}`
        : `Payée ${formatEuros(totalTTC)}`;
    case 'card_saved':
      return 'Carte enregistrée';
    case 'awaiting_authorization':
    case 'failed':
      return 'Paiement en attente';
    case 'at_counter':
      return 'À payer au retrait';
    case 'refunded':
      return 'Remboursée';
    default:
      return null;
  }
}
