import type { OrderPayment } from '@boucherie/contract';
import { toEuros } from '../../lib/money.js';
import type { PaymentRow } from './payments.repository.js';

/** An order's payment as the API answers it; an order placed before online payment was offered has no row. */
export function paymentAnswer(row: PaymentRow | undefined, fallback: 'counter' | 'on_account'): OrderPayment {
  if (!row)
    return {
      method: fallback,
      status: fallback === 'on_account' ? 'on_account' : 'at_counter',
      heldAmount: 0,
      capturedAmount: 0,
      refundedAmount: 0,
      checkoutUrl: null,
    };
  const payable = row.status === 'awaiting_authorization' || row.status === 'failed';
  return {
    method: row.method,
    status: row.status,
    heldAmount: toEuros(row.held_cents),
    capturedAmount: toEuros(row.captured_cents),
    refundedAmount: toEuros(row.refunded_cents),
    checkoutUrl: payable ? row.checkout_url : null,
    ...(row.raise_held_cents !== null && row.status === 'authorized'
      ? { raise: { amount: toEuros(row.raise_held_cents), checkoutUrl: row.raise_checkout_url } }
      : {}),
  };
}
