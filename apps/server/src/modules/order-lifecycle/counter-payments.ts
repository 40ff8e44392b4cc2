import {
  addDays,
  type CounterPaymentMethod,
  MEAL_VOUCHER_DAILY_CAP_CENTS,
  mealVoucherDayRefusal,
  type PaymentMethod,
  type PaymentStatus,
  parisDate,
  parisInstant,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound, validation } from '../../errors.js';
import { formatEuros } from '../../lib/money.js';
import { appendTillEntry } from '../till-journal/index.js';
import { inTransaction } from './in-transaction.js';
import * as repo from './lifecycle.repository.js';
import { recordPaymentStep } from './lifecycle-history.js';
import { OPEN_PAYMENT_STATUSES } from './lifecycle-tables.js';

// Money taken at the till (issue 45), owned by the order's lifecycle like its card (ADR 051): each payment
// and each reversal is written under the order's lock with its history step and its journal line, so that
// twenty payments at once never take more than what is due.

type PaymentAmounts = { method: PaymentMethod; status: PaymentStatus; held_cents: number; captured_cents: number };

/**
 * What the card holds, took or is still expected to hold for the order: the part of its total the till does
 * not ask for. A card still awaited (its page, a saved card, a refusal that may be retried) is counted for its
 * hold: the till asks for it only once the card is let go (« à payer au retrait »).
 */
function cardCovers(payment: PaymentAmounts | undefined) {
  if (!payment) return 0;
  if (OPEN_PAYMENT_STATUSES.includes(payment.status)) return payment.held_cents;
  if (payment.status === 'captured' || payment.status === 'partially_captured') return payment.captured_cents;
  return 0;
}

/**
 * What is still to pay at the shop: the order's total (its estimate, then its weighed total), less what the
 * card holds or took and what the till took; 0 on account, cancelled, or handed over paid.
 */
export function dueCents(
  order: { status: string; total_ttc_cents: number; is_pro: number; handed_over_unpaid: number },
  payment: PaymentAmounts | undefined,
  counterCents: number,
): number {
  // A pro's order without a card is paid on the monthly statement (order-view.ts reads it the same way).
  const onAccount = order.is_pro === 1 && (!payment || payment.method === 'on_account');
  // Handed over is paid, unless it left unpaid with its reason (orders handed over before the till's entries
  // were paid at the shop's own register).
  const handedOverPaid = order.status === 'Completed' && order.handed_over_unpaid !== 1;
  if (order.status === 'Cancelled' || onAccount || handedOverPaid) return 0;
  return Math.max(0, order.total_ttc_cents - cardCovers(payment) - counterCents);
}

/** What an order owes at the shop right now (read in the caller's transaction, under its lock when it writes). */
export async function readDue(db: Db, orderId: number) {
  const order = await repo.findOrderState(db, orderId);
  if (!order) throw notFound('Cette commande n’existe pas.');
  const [payment, counter, vouchers] = await Promise.all([
    repo.findPaymentAmounts(db, orderId),
    repo.counterSum(db, orderId),
    repo.mealVoucherNet(db, orderId),
  ]);
  // The titres' part paid online (ADR 073) is money the till does not ask for, as the till's own entries.
  return { order, payment, due: dueCents(order, payment, counter + vouchers) };
}

export type CounterPaymentInput = {
  orderId: number;
  method: CounterPaymentMethod;
  amountCents: number;
  userId: number;
  now: Date;
  /** The counter journal's key (TILL_JOURNAL_KEY): the entry is sealed in the same transaction (ADR 068). */
  journalKey: string;
};

/**
 * Records money taken at the till: more than 0 and at most what is due (a French 400 otherwise); a cancelled
 * or settled order answers 409. Nothing is written when it is refused.
 */
export function recordCounterPayment(db: Db, input: CounterPaymentInput): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockRow(trx, 'customer_order', input.orderId);
    const { order, due } = await readDue(trx, input.orderId);
    if (order.status === 'Cancelled')
      throw new AppError('ORDER_CANCELLED', 'Cette commande est annulée\u00a0: rien n’est à encaisser.');
    if (due === 0) throw new AppError('ALREADY_PAID', 'Cette commande est déjà réglée.');
    await refuseWhileCardTakesBalance(trx, input.orderId, order.status);
    if (input.amountCents > due)
      throw validation('amount', `Le montant dépasse ce qui reste à payer\u00a0: ${formatEuros(due / 100)} au plus.`);
    if (input.method === 'meal_voucher') await checkMealVouchers(trx, order.user_id, input);
    const at = input.now.toISOString();
    const counterPaymentId = await repo.insertCounterPayment(trx, {
      order_id: input.orderId,
      method: input.method,
      amount_cents: input.amountCents,
      reverses_id: null,
      user_id: input.userId,
      at,
    });
    await appendTillEntry(trx, input.journalKey, {
      counterPaymentId,
      orderId: input.orderId,
      kind: 'payment',
      method: input.method,
      amountCents: input.amountCents,
      userId: input.userId,
      at,
    });
    await recordPaymentStep(trx, order, at, 'counter_payment', input.amountCents, input.userId, input.method);
  });
}

/**
 * A box whose deposit the card paid has its balance taken on the same card at « prête » (ADR 074): until then,
 * and while that charge runs, the till takes nothing, or the customer would pay the balance twice. A card that
 * refused it (`refused`) leaves the balance to the till.
 */
async function refuseWhileCardTakesBalance(trx: Db, orderId: number, orderStatus: string) {
  const payment = await trx
    .selectFrom('order_payment')
    .select(['status', 'capture_on_hold', 'balance_state'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (payment?.capture_on_hold !== 1) return;
  if (!['captured', 'partially_captured'].includes(payment.status)) return;
  const awaiting = payment.balance_state === null && orderStatus !== 'Ready' && orderStatus !== 'Completed';
  if (payment.balance_state === 'charging' || awaiting)
    throw new AppError(
      'CAPTURE_PENDING',
      'Le solde de ce colis est prélevé sur la carte du client quand la commande est «\u00a0prête\u00a0»\u00a0: rien n’est à encaisser au comptoir pour l’instant.',
    );
}

/**
 * Titres-restaurant at the till (issue 41, ADR 073): not on a Sunday or a bank holiday (Alsace-Moselle's
 * included), and at most 25 € a day for one customer, what the till already took from them in titres that Paris
 * day counted (their reversals too). A French 400 otherwise, on the field at fault.
 */
async function checkMealVouchers(trx: Db, userId: number, input: CounterPaymentInput) {
  const today = parisDate(input.now);
  const closed = mealVoucherDayRefusal(today);
  if (closed) {
    const day = closed === 'sunday' ? 'le dimanche' : 'un jour férié';
    throw validation('method', `Les titres-restaurant ne s’utilisent pas ${day}\u00a0: choisissez un autre moyen.`);
  }
  const till = await repo.mealVouchersTakenFrom(trx, userId, {
    from: parisInstant(today, '00:00').toISOString(),
    to: parisInstant(addDays(today, 1), '00:00').toISOString(),
  });
  // The titres paid online for that day's orders count too (ADR 073): one €25 a day, wherever spent.
  const used = till + (await repo.onlineMealVouchersOn(trx, userId, today));
  const left = Math.max(0, MEAL_VOUCHER_DAILY_CAP_CENTS - used);
  if (input.amountCents > left) {
    throw validation(
      'amount',
      left === 0
        ? 'Ce client a déjà réglé 25\u00a0€ en titres-restaurant aujourd’hui\u00a0: le reste se paie autrement.'
        : `Titres-restaurant\u00a0: ${formatEuros(left / 100)} au plus aujourd’hui pour ce client (25\u00a0€ par jour).`,
    );
  }
}

/** Puts a mistaken entry right by its reversing entry (never an edit): once per entry, with who and when. */
export function reverseCounterPayment(
  db: Db,
  input: { orderId: number; paymentId: number; userId: number; now: Date; journalKey: string },
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockRow(trx, 'customer_order', input.orderId);
    const order = await repo.findOrderState(trx, input.orderId);
    const entry = await repo.findCounterPayment(trx, input.orderId, input.paymentId);
    if (!order || !entry) throw notFound('Cet encaissement n’existe pas pour cette commande.');
    if (entry.reverses_id !== null || entry.reversed)
      throw new AppError('ALREADY_REVERSED', 'Cet encaissement est déjà annulé par une écriture inverse.');
    const at = input.now.toISOString();
    const counterPaymentId = await repo.insertCounterPayment(trx, {
      order_id: input.orderId,
      method: entry.method,
      amount_cents: -entry.amount_cents,
      reverses_id: entry.id,
      user_id: input.userId,
      at,
    });
    await appendTillEntry(trx, input.journalKey, {
      counterPaymentId,
      orderId: input.orderId,
      kind: 'reversal',
      method: entry.method,
      amountCents: -entry.amount_cents,
      userId: input.userId,
      at,
    });
    await recordPaymentStep(trx, order, at, 'counter_reversal', -entry.amount_cents, input.userId, entry.method);
  });
}
