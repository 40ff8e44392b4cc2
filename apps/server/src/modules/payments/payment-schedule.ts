import { parisDate, UNPAID_CANCEL_REASON } from '@boucherie/contract';
import {
  addEffect,
  hasUnfinishedEffects,
  inTransaction,
  movePayment,
  type NewEffect,
  releaseEffect,
  transitionOrder,
} from '../order-lifecycle/index.js';
import * as repo from './payments.repository.js';
import { type PaymentDeps, syncPayment } from './payments.service.js';

// What time asks of card payments (ADR 049): unpaid orders past their window, far days' saved cards, no-shows,
// and the repair that brings every payment in line with its order and the provider (ADR 051). Each order is
// handled on its own: one that fails is logged and counted, and the rest of the tick goes on.

export type DueHandlers = {
  /** An order the schedule changed (cancelled unpaid): the board hears of it. */
  changed: (orderId: number) => Promise<void>;
};

export type ScheduleResult = { handled: number; failed: number };

async function eachOrder(
  deps: PaymentDeps,
  orderIds: number[],
  work: (orderId: number) => Promise<void>,
  result: ScheduleResult,
) {
  for (const orderId of orderIds) {
    result.handled++;
    try {
      await work(orderId);
    } catch (error) {
      result.failed++;
      deps.log.error({ err: error, orderId }, 'payment schedule: order not handled');
    }
  }
}

/**
 * What time asks of payments: the no-show rule for holds whose day passed uncollected; orders whose payment
 * did not come within their window are cancelled (or, for a saved card refused at the cut-off and not
 * authorised again within a day, paid at the shop); saved cards whose day is near are held off-session.
 */
export async function runDuePayments(deps: PaymentDeps, handlers: DueHandlers): Promise<ScheduleResult> {
  const result = { handled: 0, failed: 0 };
  const noShows = await repo.findNoShows(deps.db, parisDate(deps.now));
  const byOrder = new Map(noShows.map((row) => [row.order_id, row]));
  await eachOrder(deps, [...byOrder.keys()], (id) => settleNoShow(deps, byOrder.get(id) as NoShow), result);
  const due = (await repo.findDuePayments(deps.db, deps.now)).map((row) => row.order_id);
  await eachOrder(deps, due, (id) => settleDue(deps, id, handlers), result);
  return result;
}

type NoShow = Awaited<ReturnType<typeof repo.findNoShows>>[number];

/**
 * An order nobody collected, its day past, whose card still holds money: the shop's rule (the conditions of
 * sale say it) takes the hold, never more than a weighed order's total, or lets it go.
 */
async function settleNoShow(deps: PaymentDeps, row: NoShow) {
  if (await hasUnfinishedEffects(deps.db, row.order_id)) return;
  const weighed = row.order_status === 'Ready';
  const effect: NewEffect =
    row.no_show_rule === 'capture' && row.payment_intent_id
      ? {
          orderId: row.order_id,
          kind: 'capture',
          payload: {
            totalCents: weighed ? Math.min(row.total_ttc_cents, row.held_cents) : row.held_cents,
            noShow: true,
          },
          key: `order:${row.order_id}:capture`,
        }
      : releaseEffect(row.order_id);
  await inTransaction(deps.db, (trx) => addEffect(trx, deps.now, effect));
}

async function settleDue(deps: PaymentDeps, orderId: number, handlers: DueHandlers) {
  // The provider may know better (a webhook lost on its way).
  await syncPayment(deps, orderId);
  const row = await repo.findPayment(deps.db, orderId);
  if (!row) return;
  const status = row.status;
  const { now } = deps;
  if (status === 'card_saved') {
    await inTransaction(deps.db, (trx) =>
      addEffect(trx, now, {
        orderId,
        kind: 'hold_saved_card',
        payload: {},
        key: `order:${orderId}:hold-saved:${row.authorize_at ?? ''}`,
      }),
    );
    return;
  }
  if (status !== 'awaiting_authorization' && status !== 'failed') return;
  const closePage: NewEffect[] = row.checkout_session_id
    ? [
        {
          orderId,
          kind: 'close_page',
          payload: { pageId: row.checkout_session_id },
          key: `page:${row.checkout_session_id}:close`,
        },
      ]
    : [];
  if (row.payment_method_ref) {
    // A far date's card, refused at the cut-off and not authorised again: the order stands, paid at the shop.
    await movePayment(deps.db, {
      orderId,
      to: 'at_counter',
      from: [status],
      now,
      patch: { checkout_url: null },
      step: 'to_pay_at_counter',
      effects: closePage,
    });
    return;
  }
  const cancelled = await inTransaction(deps.db, async (trx) => {
    await movePayment(trx, {
      orderId,
      to: 'failed',
      from: [status],
      now,
      patch: { checkout_url: null },
      effects: closePage,
    });
    return transitionOrder(trx, {
      orderId,
      to: 'Cancelled',
      actor: 'system',
      userId: null,
      now,
      reason: UNPAID_CANCEL_REASON,
      leavePayment: true,
      quiet: true,
    });
  });
  if (cancelled) await handlers.changed(orderId);
}

/**
 * Brings every payment in line with its order and the provider, and journals what it did: a hold on a
 * cancelled or handed-over order is released or captured, a ready order never captured is captured, and what
 * the provider did without the shop's record (a lost webhook, a crash) is recorded. A payment whose order
 * still has effects to run is theirs; what cannot be read is logged with its order, and counted.
 */
export async function reconcilePayments(deps: PaymentDeps): Promise<ScheduleResult> {
  const result = { handled: 0, failed: 0 };
  const rows = await repo.findPaymentsToRepair(deps.db, deps.now);
  const byOrder = new Map(rows.map((row) => [row.order_id, row]));
  await eachOrder(deps, [...byOrder.keys()], (id) => repair(deps, byOrder.get(id) as RepairRow), result);
  return result;
}

type RepairRow = Awaited<ReturnType<typeof repo.findPaymentsToRepair>>[number];

async function repair(deps: PaymentDeps, row: RepairRow) {
  const orderId = row.order_id;
  if (await hasUnfinishedEffects(deps.db, orderId)) return;
  await syncPayment(deps, orderId, true);
  const fresh = await repo.findPayment(deps.db, orderId);
  if (fresh?.status !== 'authorized') return;
  // Each repair its own purpose: keyed by the payment's state, so it is written once for that state.
  const key = `repair:${fresh.updated_at}`;
  if (row.order_status === 'Cancelled')
    await inTransaction(deps.db, (trx) => addEffect(trx, deps.now, releaseEffect(orderId, `release:${key}`)));
  if (row.order_status === 'Ready' || row.order_status === 'Completed') {
    const total = await repo.orderTotalCents(deps.db, orderId);
    await inTransaction(deps.db, (trx) =>
      addEffect(trx, deps.now, {
        orderId,
        kind: 'capture',
        payload: { totalCents: total },
        key: `order:${orderId}:capture:${key}`,
      }),
    );
  }
}
