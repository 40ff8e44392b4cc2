import type { Db } from '../../db/database.js';
import { addEffect, type Effect, type EffectOutcome } from '../order-lifecycle/index.js';
import type { PaymentProvider } from './payment-provider.js';
import * as repo from './payments.repository.js';

// Erasure reaches the provider (issue 38, ADR 061): the Customers made to save an erased customer's cards
// are deleted there, the cards detached first, after the erasure's commit and until done.

/**
 * In the erasure's transaction: the orders' refs cleared, and the provider's part written as an account's
 * effect (no order), which alone keeps the refs, until it is done. Nothing to erase writes nothing.
 */
export async function forgetCardHolder(trx: Db, userId: number, now: Date): Promise<void> {
  const rows = await repo.findCardHolderRefs(trx, userId);
  if (rows.length === 0) return;
  const refs = (pick: (r: (typeof rows)[number]) => string | null) => [
    ...new Set(rows.map(pick).filter((ref): ref is string => ref !== null)),
  ];
  await repo.clearCardHolderRefs(trx, userId, now.toISOString());
  await addEffect(trx, now, {
    orderId: null,
    kind: 'forget_card_holder',
    payload: { customerRefs: refs((r) => r.customer_ref), cardRefs: refs((r) => r.payment_method_ref) },
    key: `user:${userId}:forget-card-holder`,
  });
}

/** Runs the effect: each card detached, then each Customer deleted; what is already gone is left alone. */
export async function forgetAtProvider(
  provider: PaymentProvider,
  effect: Effect<'forget_card_holder'>,
): Promise<EffectOutcome> {
  for (const [i, card] of effect.payload.cardRefs.entries())
    await provider.detachCard(card, `${effect.idempotencyKey}:card-${i}`);
  for (const customer of effect.payload.customerRefs) await provider.deleteCustomer(customer);
  return undefined;
}
