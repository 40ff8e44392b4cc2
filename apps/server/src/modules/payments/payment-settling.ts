import { HOLDING_STATUSES, type PaymentStatus } from '@boucherie/contract';
import { AppError } from '../../errors.js';
import { recordStep } from './payment-steps.js';
import * as repo from './payments.repository.js';
import { moveWithStep, OPEN, type PaymentDeps, providerOf } from './payments.service.js';

// Settling an order's card payment (ADR 049): capture at « prête », release, « payé au comptoir », refunds.

/**
 * At « prête », every weighed line weighed: exactly the final amount is taken, the rest of the hold let go.
 * Above the hold (the customer agreed at the weighing), the hold is taken and the rest is paid at the shop.
 */
export async function captureAtReady(deps: PaymentDeps, orderId: number, totalCents: number, userId: number) {
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.status !== 'authorized' || !row.payment_intent_id) return;
  const amount = Math.min(totalCents, row.held_cents);
  const provider = await providerOf(deps);
  if (amount > 0) await provider.capture(row.payment_intent_id, amount, `order:${orderId}:capture`);
  else await provider.release(row.payment_intent_id, `order:${orderId}:release`);
  const status: PaymentStatus =
    totalCents > row.held_cents ? 'partially_captured' : amount > 0 ? 'captured' : 'released';
  await moveWithStep(
    deps,
    orderId,
    ['authorized'],
    {
      status,
      captured_cents: amount,
      held_cents: 0,
      updated_at: deps.now.toISOString(),
    },
    status === 'released' ? 'released' : status,
    amount,
    userId,
  );
}

/** Cancelling (by the customer or the shop), or a no-show released: nothing is taken. */
export async function releasePayment(deps: PaymentDeps, orderId: number, userId: number | null) {
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.method !== 'online' || !OPEN.includes(row.status as PaymentStatus)) return;
  const provider = await providerOf(deps);
  if (row.status === 'authorized' && row.payment_intent_id)
    await provider.release(row.payment_intent_id, `order:${orderId}:release`);
  else if (row.checkout_session_id && row.status !== 'card_saved') await provider.closePage(row.checkout_session_id);
  await moveWithStep(
    deps,
    orderId,
    OPEN,
    {
      status: 'released',
      held_cents: 0,
      updated_at: deps.now.toISOString(),
    },
    'released',
    null,
    userId,
  );
}

/** « Payé au comptoir »: the hold is let go; only the fact is kept, the till stays the shop's register. */
export async function paidAtCounter(deps: PaymentDeps, orderId: number, userId: number) {
  const row = await repo.findPayment(deps.db, orderId);
  if (row && HOLDING_STATUSES.includes(row.status as PaymentStatus) && row.payment_intent_id) {
    const provider = await providerOf(deps);
    await provider.release(row.payment_intent_id, `order:${orderId}:release`);
  }
  const at = deps.now.toISOString();
  if (!row) {
    await repo.insertPayment(deps.db, {
      order_id: orderId,
      method: 'counter',
      status: 'released',
      paid_at_counter_at: at,
      created_at: at,
      updated_at: at,
    });
  } else if (
    !(await repo.movePayment(deps.db, orderId, [...OPEN, 'at_counter', 'partially_captured'], {
      status: row.status === 'partially_captured' ? 'partially_captured' : 'released',
      held_cents: 0,
      paid_at_counter_at: at,
      updated_at: at,
    }))
  ) {
    throw new AppError('ALREADY_PAID', 'Cette commande est déjà payée.');
  }
  await recordStep(deps.db, orderId, deps.now, 'paid_at_counter', null, userId);
}

/** A credit note on an order paid by card gives that amount back through the provider. */
export async function refundPayment(deps: PaymentDeps, orderId: number, amountCents: number, key: string) {
  const row = await repo.findPayment(deps.db, orderId);
  if (!row?.payment_intent_id || !['captured', 'partially_captured', 'refunded'].includes(row.status)) return false;
  const refundable = row.captured_cents - row.refunded_cents;
  const amount = Math.min(amountCents, refundable);
  if (amount <= 0) return false;
  const provider = await providerOf(deps);
  await provider.refund(row.payment_intent_id, amount, key);
  const refunded = row.refunded_cents + amount;
  await repo.movePayment(deps.db, orderId, [row.status], {
    status: refunded >= row.captured_cents ? 'refunded' : row.status,
    refunded_cents: refunded,
    updated_at: deps.now.toISOString(),
  });
  await recordStep(deps.db, orderId, deps.now, 'refunded', amount);
  return true;
}

/**
 * An order's new status, for its card: « prête » charges exactly the weighed total, cancelled lets the hold
 * go. The status stands whatever the provider answers: a failure is logged, and the reconciliation repairs it.
 */
export async function settleAtStatus(
  deps: PaymentDeps,
  orderId: number,
  status: 'Ready' | 'Cancelled',
  userId: number,
) {
  try {
    if (status === 'Cancelled') await releasePayment(deps, orderId, userId);
    else await captureAtReady(deps, orderId, await repo.orderTotalCents(deps.db, orderId), userId);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'payment not settled');
  }
}
