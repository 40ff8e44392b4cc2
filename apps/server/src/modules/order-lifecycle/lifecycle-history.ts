import {
  type CounterPaymentMethod,
  type OrderEventAction,
  type PaymentStep,
  paymentStepText,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { formatEuros } from '../../lib/money.js';
import { recordChange } from '../journal/journal.service.js';

// The order's history (order_event) and the journal for the moves the lifecycle makes, always in the
// transaction of the move itself.

export async function insertHistory(
  db: Db,
  event: { orderId: number; at: string; userId: number | null; action: OrderEventAction; detail: object },
) {
  await db
    .insertInto('order_event')
    .values({
      order_id: event.orderId,
      at: event.at,
      user_id: event.userId,
      action: event.action,
      detail: JSON.stringify(event.detail),
    })
    .execute();
}

/** A payment step in the order's history and in the journal, with who did it (null: the system). */
export async function recordPaymentStep(
  db: Db,
  order: { id: number; number: string },
  at: string,
  step: PaymentStep,
  amountCents: number | null,
  userId: number | null,
  counterMethod?: CounterPaymentMethod,
) {
  const amount = amountCents === null ? {} : { amountCents };
  const how = counterMethod ? { counterMethod } : {};
  await insertHistory(db, {
    orderId: order.id,
    at,
    userId,
    action: 'payment',
    detail: { paymentStep: step, ...amount, ...how },
  });
  const text = paymentStepText(step, amountCents ?? undefined, (cents) => formatEuros(cents / 100), counterMethod);
  await recordChange(db, {
    at,
    userId,
    kind: 'order.payment',
    entityType: 'order',
    entityId: order.id,
    summary: `Commande ${order.number}\u00a0: ${text}`,
    before: null,
    after: { step, ...amount, ...how },
  });
}
