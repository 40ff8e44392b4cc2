import { holdCents, holdSentence, type OrderPayment, PAYMENT_STATUS_TEXT } from '@boucherie/contract';
import { formatEuros } from './format';

// The words of an order's card payment (ADR 049), for the customer's pages and the staff's board alike.

/** « Montant maximum bloqué sur votre carte : 61,00 €. … » for an estimate, with the shop's tolerance. */
export function holdText(totalCents: number, weighedLinesCents: number, tolerancePercent: number): string {
  return holdSentence(formatEuros(holdCents(totalCents, weighedLinesCents, tolerancePercent) / 100));
}

/** What is left to pay at the shop after a capture up to the hold (0 when nothing). */
export const restAtCounter = (payment: OrderPayment, totalTTC: number) =>
  payment.status === 'partially_captured'
    ? Math.max(0, Math.round((totalTTC - payment.capturedAmount) * 100) / 100)
    : 0;

/** The payment's state in one sentence, with its amounts, for the customer's order page. */
export function paymentSentence(payment: OrderPayment, totalTTC: number): string {
  switch (payment.status) {
    case 'authorized':
      return `Montant bloqué sur votre carte\u00a0: ${formatEuros(payment.heldAmount)}. Vous ne paierez que le poids réel, prélevé quand la commande est prête.`;
    case 'captured':
      return payment.refundedAmount > 0
        ? `Payée par carte\u00a0: ${formatEuros(payment.capturedAmount)}, dont ${formatEuros(payment.refundedAmount)} remboursés.`
        : `Payée par carte\u00a0: ${formatEuros(payment.capturedAmount)}. Le reste du montant bloqué est libéré.`;
    case 'partially_captured':
      return `Payée par carte\u00a0: ${formatEuros(payment.capturedAmount)}. Reste à régler au retrait\u00a0: ${formatEuros(restAtCounter(payment, totalTTC))}.`;
    case 'refunded':
      return `Remboursée\u00a0: ${formatEuros(payment.refundedAmount)} rendus sur votre carte.`;
    case 'awaiting_authorization':
      return 'Paiement en attente\u00a0: votre commande garde sa place 15 minutes.';
    case 'failed':
      return payment.checkoutUrl
        ? 'Paiement refusé\u00a0: vous pouvez réessayer avec la même carte ou une autre.'
        : 'Paiement non autorisé.';
    default:
      return PAYMENT_STATUS_TEXT[payment.status];
  }
}

/** The board's badge: « Carte bloquée 67 € », « Payée 58,35 € », « À payer au retrait »; null when none. */
export function paymentBadge(payment: OrderPayment, totalTTC: number): string | null {
  if (payment.method !== 'online') return null;
  switch (payment.status) {
    case 'authorized':
      return `Carte bloquée ${formatEuros(payment.heldAmount)}`;
    case 'captured':
      return `Payée ${formatEuros(payment.capturedAmount)}`;
    case 'partially_captured':
      return `Payée ${formatEuros(payment.capturedAmount)}, reste ${formatEuros(restAtCounter(payment, totalTTC))}`;
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
