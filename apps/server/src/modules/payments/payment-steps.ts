import { type OrderPayment, type PaymentStatus, type PaymentStep, paymentStepText } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { formatEuros, toEuros } from '../../lib/money.js';
import { recordChange } from '../journal/journal.service.js';
import { insertPaymentEvent, orderNumber, type PaymentRow } from './payments.repository.js';

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
    method: row.method as OrderPayment['method'],
    status: row.status as PaymentStatus,
    heldAmount: toEuros(row.held_cents),
    capturedAmount: toEuros(row.captured_cents),
    refundedAmount: toEuros(row.refunded_cents),
    checkoutUrl: payable ? row.checkout_url : null,
  };
}

/** Every payment step is in the order's history and in the journal, with who did it (null: the system). */
export async function recordStep(
  db: Db,
  orderId: number,
  now: Date,
  step: PaymentStep,
  amountCents: number | null,
  userId: number | null = null,
) {
  await insertPaymentEvent(db, orderId, now, userId, {
    paymentStep: step,
    ...(amountCents === null ? {} : { amountCents }),
  });
  const text = paymentStepText(step, amountCents ?? undefined, (cents) => formatEuros(cents / 100));
  await recordChange(db, {
    at: now.toISOString(),
    userId,
    kind: 'order.payment',
    entityType: 'order',
    entityId: orderId,
    summary: `Commande ${await orderNumber(db, orderId)}\u00a0: ${text}`,
    before: null,
    after: { step, ...(amountCents === null ? {} : { amountCents }) },
  });
}
