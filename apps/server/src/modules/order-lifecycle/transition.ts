import {
  MEAL_VOUCHER_TAKEN,
  type MealVoucherStatus,
  type OrderEventAction,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentStep,
} from '@boucherie/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import type { OrderPaymentTable } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { formatEuros } from '../../lib/money.js';
import { recordChange } from '../journal/journal.service.js';
import { boxSettlementOfOrder } from './box-settlement.js';
import { readDue } from './counter-payments.js';
import { addEffect, type MessageKind, type NewEffect, tellEffect } from './effects.js';
import { inTransaction } from './in-transaction.js';
import * as repo from './lifecycle.repository.js';
import { insertHistory, recordPaymentStep } from './lifecycle-history.js';
import {
  type Actor,
  nextStatus,
  OPEN_PAYMENT_STATUSES,
  orderMoveAllowed,
  paymentSourcesOf,
} from './lifecycle-tables.js';

// The one owner of an order's life (issue 38, ADR 051): `transitionOrder` and `movePayment` check the
// tables, write the status, the history step and the journal line, and the effects that follow, in one
// transaction; the effects run after the commit (effect-runner.ts).

export { inTransaction } from './in-transaction.js';

export const STATUS_WORDS: Record<OrderStatus, string> = {
  Pending: 'à confirmer',
  Confirmed: 'confirmée',
  Ready: 'prête',
  Completed: 'remise au client',
  Cancelled: 'annulée',
};

const ACTION_OF_STATUS: Record<OrderStatus, OrderEventAction> = {
  Pending: 'placed',
  Confirmed: 'confirmed',
  Ready: 'ready',
  Completed: 'completed',
  Cancelled: 'cancelled',
};

export function refuseMove(from: OrderStatus, to: OrderStatus): never {
  if (from === 'Completed' || from === 'Cancelled') {
    throw new AppError(
      'STATUS_MOVE_REFUSED',
      `Cette commande est déjà ${STATUS_WORDS[from]}\u00a0: son statut ne change plus.`,
    );
  }
  const next = nextStatus(from) as OrderStatus;
  throw new AppError(
    'STATUS_MOVE_REFUSED',
    `Une commande ${STATUS_WORDS[from]} ne peut pas passer à «\u00a0${STATUS_WORDS[to]}\u00a0»\u00a0: l’étape suivante est «\u00a0${STATUS_WORDS[next]}\u00a0».`,
  );
}

export type OrderTransition = {
  orderId: number;
  to: OrderStatus;
  actor: Actor;
  userId: number | null;
  now: Date;
  /** A cancel's reason, kept on the order and in its history. */
  reason?: string | null;
  /** A back-office move: its line in the journal. */
  journal?: boolean;
  /** Who is told, once the move is committed. */
  tell?: MessageKind;
  /** Handed over with money still due, and why (issue 45): noted in the history instead of refused. */
  unpaidReason?: string | null;
  /** The caller settles the card's payment itself (the unpaid order's end, whose page it closes). */
  leavePayment?: boolean;
  /** A move the table refuses answers null instead of a 409 (the schedule's, which finds it already made). */
  quiet?: boolean;
};

/**
 * Moves an order (under its row lock) and writes what must follow: at « prête » the capture of its weighed
 * total, at a cancel the release of its card. Handing over waits for the card to be captured.
 */
export async function transitionOrder(
  trx: Db,
  move: OrderTransition,
): Promise<{ from: OrderStatus; number: string } | null> {
  await lockRow(trx, 'customer_order', move.orderId);
  const order = await repo.findOrderState(trx, move.orderId);
  if (!order) throw notFound('Cette commande n’existe pas.');
  if (!orderMoveAllowed(order.status, move.to, move.actor)) {
    if (move.quiet) return null;
    refuseMove(order.status, move.to);
  }
  const payment = await trx
    .selectFrom('order_payment')
    .select(['method', 'status', 'payment_intent_id', 'capture_on_hold', 'balance_state'])
    .where('order_id', '=', move.orderId)
    .executeTakeFirst();
  const status = payment?.status;
  if (move.to === 'Completed' && (status === 'authorized' || payment?.balance_state === 'charging'))
    throw new AppError(
      'CAPTURE_PENDING',
      'La carte n’est pas encore débitée de cette commande\u00a0: le prélèvement est en cours. Réessayez dans un instant, ou voyez «\u00a0Paiements à vérifier\u00a0».',
    );

  const unpaid = move.to === 'Completed' ? await balanceDue(trx, move) : null;

  const at = move.now.toISOString();
  const cancelReason = move.to === 'Cancelled' ? (move.reason ?? null) : undefined;
  await repo.writeOrderStatus(trx, move.orderId, move.to, at, cancelReason, unpaid !== null);
  await insertHistory(trx, {
    orderId: move.orderId,
    at,
    userId: move.userId,
    action: ACTION_OF_STATUS[move.to],
    detail: { from: order.status, to: move.to, ...(move.reason ? { reason: move.reason } : {}), ...unpaid },
  });
  if (move.journal) {
    await recordChange(trx, {
      at,
      userId: move.userId,
      kind: 'order.status',
      entityType: 'order',
      entityId: move.orderId,
      summary: `Commande ${order.number} ${STATUS_WORDS[move.to]}${move.reason ? `\u00a0: ${move.reason}` : ''}.`,
      before: { status: order.status },
      after: { status: move.to, ...(move.reason ? { reason: move.reason } : {}) },
    });
  }
  // The titres are settled whatever the card's caller does: an order cancelled unpaid gives back what they took.
  const vouchers = await voucherSettlement(trx, move);
  if (!move.leavePayment) await settlementEffects(trx, move, order.total_ttc_cents - vouchers, payment);
  if (move.tell)
    await addEffect(trx, move.now, tellEffect(move.orderId, move.tell, move.reason ? { reason: move.reason } : {}));
  return { from: order.status, number: order.number };
}

/**
 * Handing over while money is due answers BALANCE_DUE with what is due, unless the staff say why it leaves
 * unpaid: then the reason and the amount go to the history (and the customer's file reads them there).
 */
async function balanceDue(trx: Db, move: OrderTransition) {
  const { due } = await readDue(trx, move.orderId);
  if (due === 0) return null;
  if (move.unpaidReason) return { unpaid: move.unpaidReason, dueCents: due };
  throw new AppError(
    'BALANCE_DUE',
    `Il reste ${formatEuros(due / 100)} à encaisser pour cette commande : notez le paiement, ou dites pourquoi elle part sans être réglée.`,
    undefined,
    undefined,
    { dueAmount: due / 100 },
  );
}

/** At « prête » the capture of the weighed total (or a box's balance); at a cancel the release of the card. */
async function settlementEffects(
  trx: Db,
  move: OrderTransition,
  totalCents: number,
  payment: { method: PaymentMethod; status: PaymentStatus; capture_on_hold: number } | undefined,
) {
  const status = payment?.status;
  if (move.to === 'Ready' && payment?.capture_on_hold === 1) return boxBalanceEffects(trx, move, status);
  if (move.to === 'Ready' && status === 'authorized')
    await addEffect(trx, move.now, {
      orderId: move.orderId,
      kind: 'capture',
      payload: { totalCents },
      key: `order:${move.orderId}:capture`,
    });
  if (move.to === 'Cancelled' && payment?.method === 'online' && status && OPEN_PAYMENT_STATUSES.includes(status))
    await addEffect(trx, move.now, releaseEffect(move.orderId));
}

/**
 * The titres-restaurant's part at « prête » and at a cancel (ADR 073); answers what they keep paying. Their part
 * is fixed at checkout: weighed, the eligible lines may come to less, and the titres get the difference back (the
 * card takes the rest of the total, so a heavier weighing is the card's); a cancel gives all of it back. Each
 * once: the effect's key names its purpose.
 */
async function voucherSettlement(trx: Db, move: OrderTransition): Promise<number> {
  if (move.to !== 'Ready' && move.to !== 'Cancelled') return 0;
  const voucher = await repo.findMealVoucher(trx, move.orderId);
  if (!voucher) return 0;
  // Never answered on the titres' page: nothing was debited, and the page now refuses (ADR 073); the day's 25 €
  // is free again.
  if (voucher.status === 'awaiting_customer') {
    await repo.moveMealVoucher(trx, move.orderId, {
      from: 'awaiting_customer',
      to: 'abandoned',
      at: move.now.toISOString(),
    });
    return 0;
  }
  if (!MEAL_VOUCHER_TAKEN.includes(voucher.status as MealVoucherStatus) || voucher.status === 'refunded') return 0;
  const net = voucher.amount_cents - voucher.refunded_cents;
  if (move.to === 'Cancelled') {
    await addEffect(trx, move.now, {
      orderId: move.orderId,
      kind: 'voucher_refund',
      payload: {},
      key: `order:${move.orderId}:voucher-refund`,
    });
    return 0;
  }
  const eligible = await repo.eligibleLinesCents(trx, move.orderId);
  const excess = Math.max(0, net - eligible);
  if (excess > 0)
    await addEffect(trx, move.now, {
      orderId: move.orderId,
      kind: 'voucher_refund',
      payload: { amountCents: excess },
      key: `order:${move.orderId}:voucher-refund:weighed`,
    });
  return net - excess;
}

/**
 * A box order at « prête » (ADR 074): its deposit was taken at the order; its weighed price less the deposit is
 * charged on the card saved with it (`charge_balance`), or for a box lighter than its deposit the difference
 * goes back (`refund`). Written here, in the move's transaction, once whatever « prête » is sent twice (its key).
 * A deposit never taken (its card refused or let go) leaves the whole weighed price due at the shop.
 */
async function boxBalanceEffects(trx: Db, move: OrderTransition, status: PaymentStatus | undefined) {
  if (status !== 'captured' && status !== 'partially_captured' && status !== 'authorized') return;
  const settlement = await boxSettlementOfOrder(trx, move.orderId);
  if (!settlement) return;
  const { orderId, now } = move;
  if (settlement.balanceCents > 0) {
    const added = await addEffect(trx, now, {
      orderId,
      kind: 'charge_balance',
      payload: { amountCents: settlement.balanceCents },
      key: `order:${orderId}:balance`,
    });
    if (added) await repo.writeBalanceState(trx, orderId, 'charging', now.toISOString());
  }
  if (settlement.refundCents > 0)
    await addEffect(trx, now, {
      orderId,
      kind: 'refund',
      payload: { amountCents: settlement.refundCents, purpose: 'box-lighter' },
      key: `order:${orderId}:refund:box-lighter`,
    });
}

export const releaseEffect = (orderId: number, key = 'release'): NewEffect<'release'> => ({
  orderId,
  kind: 'release',
  payload: {},
  key: `order:${orderId}:${key}`,
});

export type PaymentMove = {
  orderId: number;
  to: PaymentStatus;
  now: Date;
  /** Narrower than the table: the statuses this caller moves the payment from. */
  from?: readonly PaymentStatus[];
  patch?: Omit<Updateable<OrderPaymentTable>, 'status' | 'order_id' | 'updated_at'>;
  /** A refund adds this amount, only within what was captured. */
  refundCents?: number;
  /** Its step in the order's history and the journal, when this call moved it. */
  step?: PaymentStep;
  amountCents?: number | null;
  userId?: number | null;
  /** What follows the move, written only when this call made it. */
  effects?: NewEffect[];
};

/** Moves a payment by the table (compare and set), with its step and effects, in one transaction. */
export function movePayment(db: Db, move: PaymentMove): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const allowed = paymentSourcesOf(move.to).filter((s) => !move.from || move.from.includes(s));
    const at = move.now.toISOString();
    const moved = await repo.writePayment(
      trx,
      move.orderId,
      allowed,
      { ...move.patch, status: move.to, updated_at: at },
      move.refundCents === undefined ? undefined : { addCents: move.refundCents },
    );
    if (!moved) return false;
    if (move.step) {
      const order = await repo.findOrderState(trx, move.orderId);
      const number = order?.number ?? String(move.orderId);
      await recordPaymentStep(
        trx,
        { id: move.orderId, number },
        at,
        move.step,
        move.amountCents ?? null,
        move.userId ?? null,
      );
    }
    for (const effect of move.effects ?? []) await addEffect(trx, move.now, effect);
    return true;
  });
}

/** A payment step of its own (no move), in the caller's transaction: a stray hold let go, a note. */
export async function recordOrderPaymentStep(
  trx: Db,
  orderId: number,
  now: Date,
  step: PaymentStep,
  amountCents: number | null,
  userId: number | null = null,
) {
  const order = await repo.findOrderState(trx, orderId);
  await recordPaymentStep(
    trx,
    { id: orderId, number: order?.number ?? String(orderId) },
    now.toISOString(),
    step,
    amountCents,
    userId,
  );
}

/** A payment's first row: a card awaiting its page, or the counter's note for an order without one. */
export const startPayment = repo.insertPaymentRow;
