import {
  HOLDING_STATUSES,
  PAYMENT_WINDOW_MINUTES,
  type PaymentStatus,
  type PaymentStep,
  parisDate,
} from '@boucherie/contract';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { recordStep } from './payment-steps.js';
import * as repo from './payments.repository.js';
import type { Payments } from './payments-runtime.js';

export type PaymentDeps = { db: Db; payments: Payments; now: Date; publicUrl: string; log: Pick<Logger, 'error'> };

const MINUTE = 60_000;
/** Statuses where the provider may still tell something new. */
const OPEN: readonly PaymentStatus[] = ['awaiting_authorization', 'failed', 'card_saved', 'authorized'];

async function providerOf(deps: PaymentDeps): Promise<PaymentProvider> {
  const provider = await deps.payments.provider();
  if (!provider) throw new AppError('CONFLICT', 'Le paiement en ligne n’est pas proposé par la boutique.');
  return provider;
}

/** Moves a payment on (compare and set) and, if this call moved it, writes the step in the order's history. */
async function moveWithStep(
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
      await moveWithStep(
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
      return;
    }
    if (!page.holdRef) return;
    const hold = await provider.readHold(page.holdRef);
    if (hold.state === 'held') {
      await moveWithStep(
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
    throw new AppError('CONFLICT', 'Cette commande est déjà payée.');
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

/** How long an order waits for its payment before its place is freed. */
export const paymentWindowEnd = (now: Date) => new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE);

export type DueHandlers = {
  /** Cancels an order whose payment never came, freeing its place. */
  cancelUnpaid: (orderId: number) => Promise<void>;
  /** Tells the customer a saved card was refused, with the link to authorise again. */
  tellRefused: (orderId: number) => Promise<void>;
};

const DAY = 24 * 60 * MINUTE;

/**
 * What time asks of payments: orders whose payment did not come within their window are cancelled (or, for
 * a saved card refused at the cut-off and not authorised again within a day, paid at the shop); saved cards
 * whose day is near are held off-session.
 */
export async function runDuePayments(deps: PaymentDeps, handlers: DueHandlers): Promise<void> {
  await settleNoShows(deps);
  for (const due of await repo.findDuePayments(deps.db, deps.now)) {
    // The provider may know better (a webhook lost on its way).
    await syncPayment(deps, due.order_id);
    const row = await repo.findPayment(deps.db, due.order_id);
    if (!row) continue;
    const at = deps.now.toISOString();
    if (row.status === 'card_saved') await holdSavedCard(deps, row, handlers);
    else if (row.status === 'awaiting_authorization' || row.status === 'failed') {
      if (row.checkout_session_id) await (await providerOf(deps)).closePage(row.checkout_session_id);
      if (row.payment_method_ref) {
        // A far date's card, refused at the cut-off and not authorised again: the order stands, paid at the shop.
        const patch = { status: 'at_counter', checkout_url: null, updated_at: at };
        await moveWithStep(deps, row.order_id, [row.status], patch, 'to_pay_at_counter', null);
      } else if (
        await repo.movePayment(deps.db, row.order_id, [row.status], {
          status: 'failed',
          checkout_url: null,
          updated_at: at,
        })
      )
        await handlers.cancelUnpaid(row.order_id);
    }
  }
}

async function holdSavedCard(deps: PaymentDeps, row: repo.PaymentRow, handlers: DueHandlers) {
  const provider = await providerOf(deps);
  const result = await provider.holdSavedCard({
    orderId: row.order_id,
    customerRef: row.customer_ref ?? '',
    cardRef: row.payment_method_ref ?? '',
    amountCents: row.held_cents,
    idempotencyKey: `order:${row.order_id}:off-session`,
  });
  const at = deps.now.toISOString();
  if (result.ok) {
    const patch = { status: 'authorized', payment_intent_id: result.holdRef, updated_at: at };
    await moveWithStep(deps, row.order_id, ['card_saved'], patch, 'held', row.held_cents);
    return;
  }
  // Refused: a day to authorise again on a new page, which holds at once (the day is near now).
  const moved = await repo.movePayment(deps.db, row.order_id, ['card_saved'], {
    status: 'failed',
    authorize_at: null,
    awaiting_until: new Date(deps.now.getTime() + DAY).toISOString(),
    updated_at: at,
  });
  if (!moved) return;
  await recordStep(deps.db, row.order_id, deps.now, 'refused', null);
  await handlers.tellRefused(row.order_id);
}

/**
 * Compares every payment not yet final with the provider and repairs what a lost webhook or a crash left
 * behind; what cannot be read is reported in the log, with its order.
 */
export async function reconcilePayments(deps: PaymentDeps): Promise<{ checked: number; failed: number }> {
  let failed = 0;
  // A payment moved in the last minutes may be in the middle of the shop's own capture or release.
  const settled = new Date(deps.now.getTime() - 10 * MINUTE).toISOString();
  const open = (await repo.findOpenPayments(deps.db)).filter((row) => row.updated_at < settled);
  for (const row of open) {
    try {
      await syncPayment(deps, row.order_id, true);
    } catch (error) {
      failed++;
      deps.log.error({ err: error, orderId: row.order_id }, 'payment not reconciled');
    }
  }
  return { checked: open.length, failed };
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

/**
 * Orders nobody collected, their day past, whose card still holds money: the shop's rule (the conditions of
 * sale say it, and checkout before the card) takes the hold or lets it go, before the hold lapses by itself.
 */
async function settleNoShows(deps: PaymentDeps): Promise<void> {
  for (const row of await repo.findNoShows(deps.db, parisDate(deps.now))) {
    if (row.no_show_rule !== 'capture' || !row.payment_intent_id) {
      await releasePayment(deps, row.order_id, null);
      continue;
    }
    await (await providerOf(deps)).capture(row.payment_intent_id, row.held_cents, `order:${row.order_id}:no-show`);
    await moveWithStep(
      deps,
      row.order_id,
      ['authorized'],
      {
        status: 'captured',
        captured_cents: row.held_cents,
        held_cents: 0,
        updated_at: deps.now.toISOString(),
      },
      'captured',
      row.held_cents,
    );
  }
}
