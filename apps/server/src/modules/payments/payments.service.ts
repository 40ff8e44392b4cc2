import type { PaymentStatus, PaymentStep } from '@boucherie/contract';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { recordStep } from './payment-steps.js';
import * as repo from './payments.repository.js';
import type { Payments } from './payments-runtime.js';

// An order's card payment (ADR 049): its provider's page, and the provider's truth brought home. Settling it
// is payment-settling.ts, what time asks of it payment-schedule.ts.

export type PaymentDeps = { db: Db; payments: Payments; now: Date; publicUrl: string; log: Pick<Logger, 'error'> };

/** The payment calls' deps from an order's or the counter's, or null where the caller has no payments. */
export function paymentDepsOf(
  deps: Omit<PaymentDeps, 'payments'> & { payments?: Payments | undefined },
): PaymentDeps | null {
  const { db, payments, now, publicUrl, log } = deps;
  return payments ? { db, payments, now, publicUrl, log } : null;
}

export const MINUTE = 60_000;
/** Statuses where the provider may still tell something new. */
export const OPEN: readonly PaymentStatus[] = ['awaiting_authorization', 'failed', 'card_saved', 'authorized'];

export async function providerOf(deps: PaymentDeps): Promise<PaymentProvider> {
  const provider = await deps.payments.provider();
  if (!provider) throw new AppError('ONLINE_PAYMENT_OFF', 'Le paiement en ligne n’est pas proposé par la boutique.');
  return provider;
}

/** Moves a payment on (compare and set) and, if this call moved it, writes the step in the order's history. */
export async function moveWithStep(
  deps: PaymentDeps,
  orderId: number,
  from: readonly string[],
  patch: Parameters<typeof repo.movePayment>[3],
  step: PaymentStep,
  amountCents: number | null,
  userId: number | null = null,
): Promise<boolean> {
  const moved = await repo.movePayment(deps.db, orderId, from, patch);
  if (moved) await recordStep(deps.db, orderId, deps.now, step, amountCents, userId);
  return moved;
}

/** The first time an order's card is secured, the orders confirm it; a message that fails is logged. */
async function tellSecured(deps: PaymentDeps, orderId: number) {
  await deps.payments.secured(orderId).catch((error: unknown) => {
    deps.log.error({ err: error, orderId }, 'secured order not confirmed');
  });
}

const orderPageUrl = (deps: PaymentDeps, orderId: number) => `${deps.publicUrl}/order/${orderId}`;

/**
 * Opens the provider's page for an order awaiting its payment: a hold of `heldCents`, or, for a day further
 * than a hold lasts, the saving of the card. The page lasts as long as the order keeps its place.
 */
export async function openPaymentPage(
  deps: PaymentDeps,
  order: { id: number; email: string },
  attempt: number,
): Promise<void> {
  const row = await repo.findPayment(deps.db, order.id);
  if (row?.method !== 'online') return;
  const number = await repo.orderNumber(deps.db, order.id);
  const provider = await providerOf(deps);
  const expiresAt = new Date(Math.max(deps.now.getTime() + 30 * MINUTE, Date.parse(row.awaiting_until ?? '')));
  const common = {
    orderId: order.id,
    customerEmail: order.email,
    successUrl: `${orderPageUrl(deps, order.id)}?paiement=retour`,
    cancelUrl: `${orderPageUrl(deps, order.id)}?paiement=abandon`,
    expiresAt,
    idempotencyKey: `order:${order.id}:page:${attempt}`,
  };
  const page: { pageId: string; url: string; customerRef?: string } = row.authorize_at
    ? await provider.startCardSaving(common)
    : await provider.startHold({ ...common, amountCents: row.held_cents, description: `Commande n° ${number}` });
  await repo.movePayment(deps.db, order.id, ['awaiting_authorization', 'failed'], {
    checkout_session_id: page.pageId,
    checkout_url: page.url,
    ...(page.customerRef ? { customer_ref: page.customerRef } : {}),
    updated_at: deps.now.toISOString(),
  });
}

/**
 * Brings a payment in line with the provider, whatever told us to look (a webhook, in any order and any
 * number of times, the customer's return, the reconciliation): the provider's state is the truth, and a
 * step is recorded once, by whoever moves the payment.
 */
export async function syncPayment(
  deps: PaymentDeps,
  orderId: number,
  /**
   * Also repair a hold the shop captured or released without recording it (a crash between the two): the
   * reconciliation's, long after; a webhook's sync would race the shop's own capture, whose event it is.
   */
  repair = false,
): Promise<void> {
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.method !== 'online' || !OPEN.includes(row.status as PaymentStatus)) return;
  const provider = await providerOf(deps);
  const at = deps.now.toISOString();
  if ((row.status === 'awaiting_authorization' || row.status === 'failed') && row.checkout_session_id) {
    const page = await provider.readPage(row.checkout_session_id);
    if (page.state === 'complete' && page.cardRef) {
      const saved = await moveWithStep(
        deps,
        orderId,
        ['awaiting_authorization', 'failed'],
        {
          status: 'card_saved',
          payment_method_ref: page.cardRef,
          customer_ref: page.customerRef,
          updated_at: at,
        },
        'card_saved',
        null,
      );
      if (saved) await tellSecured(deps, orderId);
      return;
    }
    if (!page.holdRef) return;
    const hold = await provider.readHold(page.holdRef);
    if (hold.state === 'held') {
      const held = await moveWithStep(
        deps,
        orderId,
        ['awaiting_authorization', 'failed'],
        {
          status: 'authorized',
          payment_intent_id: page.holdRef,
          held_cents: hold.heldCents,
          updated_at: at,
        },
        'held',
        hold.heldCents,
      );
      // A saved card refused at the cut-off, then authorised again: the order was confirmed when it was saved.
      if (held && !row.payment_method_ref) await tellSecured(deps, orderId);
    } else if (hold.declined && row.status === 'awaiting_authorization') {
      await moveWithStep(
        deps,
        orderId,
        ['awaiting_authorization'],
        { status: 'failed', updated_at: at },
        'refused',
        null,
      );
    }
    return;
  }
  if (repair && row.status === 'authorized' && row.payment_intent_id) {
    const hold = await provider.readHold(row.payment_intent_id);
    if (hold.state === 'captured') {
      const total = await repo.orderTotalCents(deps.db, orderId);
      const status = total > hold.capturedCents ? 'partially_captured' : 'captured';
      await moveWithStep(
        deps,
        orderId,
        ['authorized'],
        {
          status,
          captured_cents: hold.capturedCents,
          held_cents: 0,
          updated_at: at,
        },
        status,
        hold.capturedCents,
      );
    }
    if (
      hold.state === 'released' &&
      (await repo.movePayment(deps.db, orderId, ['authorized'], { status: 'released', held_cents: 0, updated_at: at }))
    )
      await recordStep(deps.db, orderId, deps.now, 'released', null);
  }
}
