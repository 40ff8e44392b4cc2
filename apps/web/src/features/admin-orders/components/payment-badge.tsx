import type { AdminOrder } from '@boucherie/contract';
import { paymentBadge } from '../../../lib/payment-text';

const TONE: Partial<Record<AdminOrder['payment']['status'], string>> = {
  authorized: 'bg-sky-100 text-sky-900 ring-sky-300',
  captured: 'bg-green-100 text-green-900 ring-green-300',
  partially_captured: 'bg-amber-100 text-amber-950 ring-amber-300',
  at_counter: 'bg-amber-100 text-amber-950 ring-amber-300',
};

/** The board's word on a card payment (« Carte bloquée 67 € », « Payée 58,35 € »); nothing for the others. */
export function PaymentBadge({ order }: { order: AdminOrder }) {
  const text = paymentBadge(order.payment, order.totalTTC);
  if (!text) return null;
  const tone = TONE[order.payment.status] ?? 'bg-gray-100 text-gray-900 ring-gray-300';
  return (
    <span className={`inline-flex items-center self-start rounded-md px-2 py-0.5 text-sm font-semibold ring-1 ${tone}`}>
      {text}
    </span>
  );
}
