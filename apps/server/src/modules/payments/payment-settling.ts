import { type CounterPaymentMethod, HOLDING_STATUSES } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError } from '../../errors.js';
import { formatEuros } from '../../lib/money.js';
import {
  addEffect,
  COUNTER_PAYMENT_NOTED,
  inTransaction,
  movePayment,
  type NewEffect,
  OPEN_PAYMENT_STATUSES,
  readDue,
  recordCounterPayment,
  recordOrderPaymentStep,
  startPayment,
} from '../order-lifecycle/index.js';
import * as repo from './payments.repository.js';

// Settling an order's card payment (ADR 049) beside the lifecycle's own moves: « payé au comptoir » and the
// refund a credit note asks for. The provider's calls are effects, run after the commit (ADR 051).

/**
 * « Payé au comptoir »: the card's hold is let go, and what is then due is taken at the till as one counter
 * payment (issue 45), with who noted it.
 */
export async function paidAtCounter(
  db: Db,
  orderId: number,
  userId: number,
  now: Date,
  method: CounterPaymentMethod,
  journalKey: string,
) {
  await inTransaction(db, async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const row = await repo.findPayment(trx, orderId);
    const at = now.toISOString();
    if (!row) {
      await startPayment(trx, {
        order_id: orderId,
        method: 'counter',
        status: COUNTER_PAYMENT_NOTED,
        paid_at_counter_at: at,
        created_at: at,
        updated_at: at,
      });
    } else {
      const status = row.status;
      const moved = await movePayment(trx, {
        orderId,
        to: status === 'partially_captured' ? 'partially_captured' : 'released',
        from: [...OPEN_PAYMENT_STATUSES, 'at_counter', 'partially_captured'],
        now,
        patch: { held_cents: 0, paid_at_counter_at: at },
        // The hold itself goes after the commit; the payment is released in the shop's books at once.
        effects: counterReleaseEffects(row),
      });
      if (!moved) throw new AppError('ALREADY_PAID', 'Cette commande est déjà payée.');
    }
    await recordOrderPaymentStep(trx, orderId, now, 'paid_at_counter', null, userId);
    const { due } = await readDue(trx, orderId);
    if (due > 0) await recordCounterPayment(trx, { orderId, method, amountCents: due, userId, now, journalKey });
  });
}

/** What « payé au comptoir » lets go at the provider after the commit: the hold, or the page still open. */
function counterReleaseEffects(row: repo.PaymentRow): NewEffect[] {
  const orderId = row.order_id;
  if (row.method !== 'online') return [];
  if (HOLDING_STATUSES.includes(row.status) && row.payment_intent_id)
    return [
      {
        orderId,
        kind: 'release',
        payload: { holdRef: row.payment_intent_id, noStep: true },
        key: `order:${orderId}:release:counter`,
      },
    ];
  if (row.checkout_session_id && (row.status === 'awaiting_authorization' || row.status === 'failed'))
    return [
      {
        orderId,
        kind: 'close_page',
        payload: { pageId: row.checkout_session_id },
        key: `order:${orderId}:close:counter`,
      },
    ];
  return [];
}

/**
 * What a credit note of `noteCents` may give back to the order's card: what was captured, less what was
 * refunded or is being refunded, at most the note (0: not paid by card, or nothing left on it). Locks the
 * order, so that two credit notes at once count each other: call it in the note's transaction.
 */
export async function refundableByCard(trx: Db, orderId: number, noteCents: number): Promise<number> {
  await lockRow(trx, 'customer_order', orderId);
  const row = await repo.findPayment(trx, orderId);
  if (!row?.payment_intent_id || !['captured', 'partially_captured'].includes(row.status)) return 0;
  const pending = await trx
    .selectFrom('order_effect')
    .select('payload')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('status', 'in', ['pending', 'running', 'failed'])
    .execute();
  const promised = pending.reduce((sum, e) => sum + (JSON.parse(e.payload) as { amountCents: number }).amountCents, 0);
  return Math.max(0, Math.min(noteCents, row.captured_cents - row.refunded_cents - promised));
}

/** The card's part of a credit note (`refundableByCard`), refunded once after the commit (ADR 051). */
export async function planRefund(trx: Db, orderId: number, creditNoteId: number, amountCents: number, now: Date) {
  if (amountCents <= 0) return;
  await addEffect(trx, now, {
    orderId,
    kind: 'refund',
    payload: { creditNoteId, amountCents },
    key: `credit-note:${creditNoteId}:refund`,
  });
}

/**
 * Everything the order's card paid and still holds back, refunded once after the commit: an order the shop
 * cancelled for its own reason (a pre-sold box's animal cancelled, ADR 074). `purpose` keys the effect, so the
 * same purpose written twice refunds once. Call it in the cancel's transaction.
 */
export async function planFullRefund(trx: Db, orderId: number, purpose: string, now: Date) {
  const amountCents = await refundableByCard(trx, orderId, Number.MAX_SAFE_INTEGER);
  if (amountCents <= 0) return false;
  return addEffect(trx, now, {
    orderId,
    kind: 'refund',
    payload: { purpose, amountCents },
    key: `order:${orderId}:refund:${purpose}`,
  });
}

/**
 * The hold follows the order (issue 38): a card order's changed quantities need `neededCents` held. While
 * the page is open or the card only saved, the amount to hold is simply the new one (an open page is
 * replaced); a hold made already covers a change within it, and refuses one above it (409 HOLD_TOO_SMALL,
 * nothing changes: the order page offers to authorise the new amount).
 */
export async function followHold(trx: Db, orderId: number, neededCents: number, now: Date): Promise<void> {
  const row = await repo.findPayment(trx, orderId);
  if (row?.method !== 'online' || neededCents === row.held_cents) return;
  if (row.status === 'authorized') {
    if (neededCents <= row.held_cents) return;
    throw new AppError(
      'HOLD_TOO_SMALL',
      `Votre carte garantit ${formatEuros(row.held_cents / 100)} pour cette commande\u00a0; avec ces quantités, il faut ${formatEuros(neededCents / 100)}. Autorisez le nouveau montant pour faire ce changement.`,
      undefined,
      undefined,
      { heldAmount: row.held_cents / 100, neededAmount: neededCents / 100 },
    );
  }
  if (row.status !== 'awaiting_authorization' && row.status !== 'failed' && row.status !== 'card_saved') return;
  const open = row.status !== 'card_saved' && row.checkout_session_id;
  await movePayment(trx, {
    orderId,
    to: row.status,
    from: [row.status],
    now,
    patch: open ? { held_cents: neededCents, checkout_url: null, page_opened_at: null } : { held_cents: neededCents },
    effects: open
      ? [
          {
            orderId,
            kind: 'close_page',
            payload: { pageId: row.checkout_session_id as string },
            key: `page:${row.checkout_session_id}:close`,
          },
          {
            orderId,
            kind: 'open_page',
            payload: { attempt: now.getTime() },
            key: `order:${orderId}:page:held-${neededCents}`,
          },
        ]
      : [],
  });
}
