import { parisDate } from '@boucherie/contract';
import { releasePayment } from './payment-settling.js';
import { recordStep } from './payment-steps.js';
import * as repo from './payments.repository.js';
import { MINUTE, moveWithStep, type PaymentDeps, providerOf, syncPayment } from './payments.service.js';

// What time asks of card payments (ADR 049): unpaid orders past their window, far days' saved cards, no-shows,
// and the reconciliation with the provider.

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
