import type { InvoiceSummary } from '@boucherie/contract';
import { formatEuros } from '../../../lib/format';

/**
 * How a credit note on a card order is repaid (ADR 062): « 30,00 € remboursés sur la carte ; 12,50 € à
 * rembourser autrement (espèces, virement) », or the part that applies; null when the card paid nothing.
 */
export function repaymentText(note: Pick<InvoiceSummary, 'refundToCard' | 'toRepayOtherwise'>): string | null {
  const { refundToCard = 0, toRepayOtherwise = 0 } = note;
  const parts = [
    refundToCard > 0
      ? `${formatEuros(refundToCard)} ${refundToCard < 2 ? 'remboursé' : 'remboursés'} sur la carte`
      : '',
    toRepayOtherwise > 0 ? `${formatEuros(toRepayOtherwise)} à rembourser autrement (espèces, virement)` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('\u00a0; ') : null;
}
