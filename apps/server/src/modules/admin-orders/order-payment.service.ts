import type { AdminOrderDetail, CounterPaymentMethod, CounterPaymentRequest } from '@boucherie/contract';
import { AppError } from '../../errors.js';
import { recordCounterPayment, reverseCounterPayment } from '../order-lifecycle/index.js';
import { paidAtCounter } from '../payments/index.js';
import type { AdminDeps } from './admin-orders.service.js';
import { findOrderRow, getOrderDetail, publishUpdate } from './admin-orders.service.js';

// The staff's side of an order's card payment (ADR 049).

/** What the till's calls need beside the staff's: the counter journal's key (ADR 068). */
export type CounterDeps = AdminDeps & { journalKey: string };

/** The order as it now stands, told to the other screens; the effects of the change run first. */
async function answer(deps: AdminDeps, orderId: number): Promise<AdminOrderDetail> {
  await deps.effects.runOrder(orderId);
  const detail = await getOrderDetail(deps.db, deps.scope, orderId);
  await publishUpdate(deps, detail);
  return detail;
}

/**
 * « Payé au comptoir » on a card order: the whole of what is due is a counter payment of that amount (issue
 * 45), and the card's hold is let go after the commit. Its steps go to the order's history and the journal.
 */
export async function markPaidAtCounter(
  deps: CounterDeps,
  orderId: number,
  method: CounterPaymentMethod,
): Promise<AdminOrderDetail> {
  const row = await findOrderRow(deps.db, deps.scope, orderId);
  if (row.status === 'Cancelled')
    throw new AppError('ORDER_CANCELLED', 'Cette commande est annulée\u00a0: il n’y a rien à encaisser.');
  await paidAtCounter(deps.db, orderId, deps.scope.userId, deps.now, method, deps.journalKey);
  return answer(deps, orderId);
}

/** Money taken at the till, at most what is due (issue 45). */
export async function takeCounterPayment(
  deps: CounterDeps,
  orderId: number,
  body: CounterPaymentRequest,
): Promise<AdminOrderDetail> {
  await findOrderRow(deps.db, deps.scope, orderId);
  await recordCounterPayment(deps.db, {
    orderId,
    method: body.method,
    amountCents: Math.round(body.amount * 100),
    userId: deps.scope.userId,
    now: deps.now,
    journalKey: deps.journalKey,
  });
  return answer(deps, orderId);
}

/** A mistaken entry put right by its reversing entry. */
export async function reverseCounterEntry(
  deps: CounterDeps,
  orderId: number,
  paymentId: number,
): Promise<AdminOrderDetail> {
  await findOrderRow(deps.db, deps.scope, orderId);
  await reverseCounterPayment(deps.db, {
    orderId,
    paymentId,
    userId: deps.scope.userId,
    now: deps.now,
    journalKey: deps.journalKey,
  });
  return answer(deps, orderId);
}
