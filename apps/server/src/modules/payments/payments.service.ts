import type { PaymentStatus } from '@boucherie/contract';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { addEffect, inTransaction, movePayment, tellEffect } from '../order-lifecycle/index.js';
import type { CardSavingInput, PaymentProvider } from './payment-provider.js';
import * as repo from './payments.repository.js';
import type { Payments } from './payments-runtime.js';

// An order's card payment (ADR 049): its provider's page, and the provider's truth brought home. What follows
// a move (a capture, a release, a refund) is the lifecycle's effect list (payment-effects.ts, ADR 051); what
// time asks of payments is payment-schedule.ts.

export type PaymentDeps = { db: Db; payments: Payments; now: Date; publicUrl: string; log: Pick<Logger, 'error'> };

export const MINUTE = 60_000;

export async function providerOf(deps: Pick<PaymentDeps, 'payments'>): Promise<PaymentProvider> {
  const provider = await deps.payments.provider();
  if (!provider) throw new AppError('ONLINE_PAYMENT_OFF', 'Le paiement en ligne n’est pas proposé par la boutique.');
  return provider;
}

const orderPageUrl = (deps: Pick<PaymentDeps, 'publicUrl'>, orderId: number) => `${deps.publicUrl}/order/${orderId}`;

/** What the provider's page is opened with: the way back to the order, and as long as the order keeps its place. */
export async function pageInput(
  deps: Pick<PaymentDeps, 'db' | 'now' | 'publicUrl'>,
  row: repo.PaymentRow,
  idempotencyKey: string,
): Promise<CardSavingInput & { number: string }> {
  const contact = await repo.orderContactOf(deps.db, row.order_id);
  const expiresAt = new Date(Math.max(deps.now.getTime() + 30 * MINUTE, Date.parse(row.awaiting_until ?? '')));
  return {
    orderId: row.order_id,
    number: contact?.number ?? String(row.order_id),
    customerEmail: contact?.email ?? '',
    successUrl: `${orderPageUrl(deps, row.order_id)}?paiement=retour`,
    cancelUrl: `${orderPageUrl(deps, row.order_id)}?paiement=abandon`,
    expiresAt,
    idempotencyKey,
  };
}

const AWAITING: PaymentStatus[] = ['awaiting_authorization', 'failed'];

/**
 * Brings a payment in line with the provider, whatever told us to look (a webhook, in any order and any
 * number of times, the customer's return, the repair): the provider's state is the truth, and a step is
 * recorded once, by whoever moves the payment, with the payment's row, in one transaction.
 */
export async function syncPayment(
  deps: PaymentDeps,
  orderId: number,
  /**
   * Also repair what the shop did at the provider without recording it (a crash between the two): the
   * repair's, once no effect of the order is left to run; a webhook's sync would race the shop's own effects.
   */
  repair = false,
): Promise<void> {
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.method !== 'online') return;
  const status = row.status;
  const provider = await providerOf(deps);
  const { now } = deps;
  if (AWAITING.includes(status) && row.checkout_session_id) {
    const page = await provider.readPage(row.checkout_session_id);
    if (page.state === 'complete' && page.cardRef) {
      await movePayment(deps.db, {
        orderId,
        to: 'card_saved',
        from: AWAITING,
        now,
        patch: { payment_method_ref: page.cardRef, customer_ref: page.customerRef },
        step: 'card_saved',
        effects: [tellEffect(orderId, 'secured')],
      });
      return;
    }
    if (!page.holdRef) return;
    const hold = await provider.readHold(page.holdRef);
    if (hold.state === 'held') {
      await movePayment(deps.db, {
        orderId,
        to: 'authorized',
        from: AWAITING,
        now,
        patch: {
          payment_intent_id: page.holdRef,
          held_cents: hold.heldCents,
          checkout_url: null,
          // A box's deposit page kept its card for the balance at weighing (ADR 074).
          ...(page.savedCardRef ? { payment_method_ref: page.savedCardRef, customer_ref: page.customerRef } : {}),
        },
        step: 'held',
        amountCents: hold.heldCents,
        // A saved card refused at the cut-off, then authorised again: the order was confirmed when it was saved.
        // A box's deposit (ADR 074) is taken at once, before the confirmation says what was paid.
        effects: [
          ...(row.capture_on_hold
            ? [
                {
                  orderId,
                  kind: 'capture' as const,
                  payload: { totalCents: hold.heldCents },
                  key: `order:${orderId}:capture`,
                },
              ]
            : []),
          ...(row.payment_method_ref ? [] : [tellEffect(orderId, 'secured')]),
        ],
      });
    } else if (hold.declined && status === 'awaiting_authorization') {
      await movePayment(deps.db, {
        orderId,
        to: 'failed',
        from: ['awaiting_authorization'],
        now,
        patch: { page_opened_at: null },
        step: 'refused',
      });
    }
    return;
  }
  if (status === 'authorized' && row.raise_session_id) await takeRaisedHold(deps, row, provider);
  if (repair && row.payment_intent_id) await repairFromHold(deps, row, provider);
}

/**
 * « Autoriser N € » authorised: the new hold becomes the order's, the old one is let go and the change that
 * waited for it applies, each after the commit (ADR 051).
 */
async function takeRaisedHold(deps: PaymentDeps, row: repo.PaymentRow, provider: PaymentProvider) {
  const page = await provider.readPage(row.raise_session_id ?? '');
  if (!page.holdRef) return;
  const hold = await provider.readHold(page.holdRef);
  if (hold.state !== 'held') return;
  const orderId = row.order_id;
  const old = row.payment_intent_id;
  await movePayment(deps.db, {
    orderId,
    to: 'authorized',
    from: ['authorized'],
    now: deps.now,
    patch: {
      payment_intent_id: page.holdRef,
      held_cents: hold.heldCents,
      raise_session_id: null,
      raise_checkout_url: null,
      raise_held_cents: null,
      raise_change: null,
    },
    step: 'held',
    amountCents: hold.heldCents,
    effects: [
      ...(old ? [{ orderId, kind: 'release' as const, payload: { holdRef: old }, key: `hold:${old}:release` }] : []),
      {
        orderId,
        kind: 'apply_change',
        payload: JSON.parse(row.raise_change ?? '{"lines":[]}'),
        key: `order:${orderId}:apply:${page.holdRef}`,
      },
    ],
  });
}

/** A hold captured, released or refunded at the provider that the shop did not record: recorded now. */
async function repairFromHold(deps: PaymentDeps, row: repo.PaymentRow, provider: PaymentProvider) {
  const { now } = deps;
  const orderId = row.order_id;
  const hold = await provider.readHold(row.payment_intent_id ?? '');
  if (row.status === 'authorized' && hold.state === 'captured') {
    const total = await repo.orderTotalCents(deps.db, orderId);
    const status = total > hold.capturedCents ? 'partially_captured' : 'captured';
    await movePayment(deps.db, {
      orderId,
      to: status,
      from: ['authorized'],
      now,
      patch: { captured_cents: hold.capturedCents, held_cents: 0 },
      step: status,
      amountCents: hold.capturedCents,
    });
  } else if (row.status === 'authorized' && hold.state === 'released') {
    await movePayment(deps.db, {
      orderId,
      to: 'released',
      from: ['authorized'],
      now,
      patch: { held_cents: 0 },
      step: 'released',
    });
  }
  const unrecorded = hold.refundedCents - row.refunded_cents;
  if ((row.status === 'captured' || row.status === 'partially_captured') && unrecorded > 0) {
    const full = hold.refundedCents >= row.captured_cents;
    await movePayment(deps.db, {
      orderId,
      to: full ? 'refunded' : row.status,
      from: [row.status],
      now,
      refundCents: unrecorded,
      step: 'refunded',
      amountCents: unrecorded,
    });
  }
}

/**
 * An event about a page the payment no longer tracks (replaced by a newer one): a hold it still made is let
 * go, and journaled, by an effect. Answers whether there was one.
 */
export async function releaseStrayPage(deps: PaymentDeps, orderId: number, pageId: string): Promise<boolean> {
  const row = await repo.findPayment(deps.db, orderId);
  if (!row || row.checkout_session_id === pageId) return false;
  const page = await (await providerOf(deps)).readPage(pageId);
  if (!page.holdRef || page.holdRef === row.payment_intent_id) return false;
  const holdRef = page.holdRef;
  return inTransaction(deps.db, (trx) =>
    addEffect(trx, deps.now, { orderId, kind: 'release', payload: { holdRef }, key: `hold:${holdRef}:release` }),
  );
}
