import { holdCents, PAYMENT_WINDOW_MINUTES } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { inTransaction, moveMealVoucher, movePayment, type NewEffect } from '../order-lifecycle/index.js';
import { findVoucherPage, type VoucherPageRow, weighedLinesCents } from './meal-voucher-page.repository.js';
import { findPayment, type PaymentRow } from './payments.repository.js';

// The customer's answer on the titres provider's page (issue 41, ADR 073): pay the titres' part, or refuse it
// and pay the whole by card. Either way the card's page opens next, for what the answer leaves it.

export type VoucherAnswer = 'payer' | 'refuser';

/** Whether the page still waits for an answer: the part awaits it, its order is open, its card not yet asked. */
export function awaitsAnswer(page: VoucherPageRow, card: PaymentRow | undefined): boolean {
  return (
    page.status === 'awaiting_customer' &&
    (page.order_status === 'Pending' || page.order_status === 'Confirmed') &&
    card?.method === 'online' &&
    card.status === 'awaiting_authorization'
  );
}

/**
 * The answer, in one transaction under the order's lock (ADR 051): `payer` moves the part to `pending` with its
 * debit (`voucher_debit`, keyed per order: once); `refuser` moves it to `declined`, nothing debited, and the
 * card's hold becomes the whole order's. Then the card's `open_page`, its window counted from now. A second
 * answer, or one after the order moved on, finds nothing to answer and changes nothing. Answers the order's
 * id, or null for a token no part has.
 */
export async function answerVoucherPage(
  db: Db,
  input: { token: string; answer: VoucherAnswer; now: Date; returnUrl: string },
): Promise<number | null> {
  const found = await findVoucherPage(db, input.token);
  if (!found) return null;
  const orderId = found.order_id;
  const { now } = input;
  await inTransaction(db, async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const [page, card] = await Promise.all([findVoucherPage(trx, input.token), findPayment(trx, orderId)]);
    if (!page || !card || !awaitsAnswer(page, card)) return;
    const pays = input.answer === 'payer';
    const at = now.toISOString();
    if (!(await moveMealVoucher(trx, orderId, { from: 'awaiting_customer', to: pays ? 'pending' : 'declined', at })))
      return;
    const debit: NewEffect[] = pays
      ? [{ orderId, kind: 'voucher_debit', payload: {}, key: `order:${orderId}:voucher-debit` }]
      : [];
    // Refused, the card holds the whole order with the weighing's tolerance, as a card-only order's (ADR 049);
    // a box's deposit stays the deposit (ADR 074).
    const heldCents =
      pays || card.capture_on_hold === 1
        ? card.held_cents
        : holdCents(page.total_ttc_cents, await weighedLinesCents(trx, orderId), page.weighing_tolerance_percent);
    await movePayment(trx, {
      orderId,
      to: card.status,
      from: [card.status],
      now,
      patch: {
        held_cents: heldCents,
        awaiting_until: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000).toISOString(),
        // No link until the card's page is opened: the order's page then offers it.
        checkout_url: null,
        page_opened_at: at,
      },
      effects: [
        ...debit,
        {
          orderId,
          kind: 'open_page',
          payload: { attempt: 0, returnUrl: input.returnUrl },
          key: `order:${orderId}:page:0`,
        },
      ],
    });
  });
  return orderId;
}
