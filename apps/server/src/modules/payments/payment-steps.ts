import {
  type BoxOrderSettlement,
  type CounterPayment,
  MEAL_VOUCHER_TAKEN,
  type MealVoucherStatus,
  type OrderPayment,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { toEuros } from '../../lib/money.js';
import {
  type BoxOrderCents,
  boxBalanceState,
  boxSettlementAnswer,
  boxSettlementOfOrder,
  dueCents,
  findCounterPayments,
  findMealVouchers,
  readDue,
} from '../order-lifecycle/index.js';
import { findPayment, type PaymentRow } from './payments.repository.js';

/** An order as its payment's answer reads it: what is due follows its status and total. */
export type PaidOrder = { status: string; total_ttc_cents: number; is_pro: number; handed_over_unpaid: number };
export type CounterRow = Awaited<ReturnType<typeof findCounterPayments>>[number];
export type VoucherRow = Awaited<ReturnType<typeof findMealVouchers>>[number];

/**
 * An order's payment as the API answers it, with what is still due at the shop and the till's entries; an
 * order placed before online payment was offered has no row.
 */
export function paymentAnswer(
  row: PaymentRow | undefined,
  fallback: 'counter' | 'on_account',
  order: PaidOrder,
  counter: CounterRow[],
  /** The titres' part paid online (ADR 073), when the order has one. */
  voucher?: VoucherRow,
  /** A card box order's settlement (ADR 074). */
  box?: BoxOrderSettlement,
): OrderPayment {
  const counterPayments: CounterPayment[] = counter.map((c) => ({
    id: c.id,
    method: c.method,
    amount: toEuros(c.amount_cents),
    at: c.at,
    reversesId: c.reverses_id,
  }));
  const taken = counter.reduce((sum, c) => sum + c.amount_cents, 0);
  // Titres awaiting their page's answer, refused there or abandoned took nothing: the card (or the till) owes it all.
  const voucherStatus = voucher?.status as MealVoucherStatus | undefined;
  const vouchers =
    voucher && voucherStatus && MEAL_VOUCHER_TAKEN.includes(voucherStatus)
      ? voucher.amount_cents - voucher.refunded_cents
      : 0;
  const dueAmount = toEuros(dueCents(order, row, taken + vouchers));
  const mealVoucher = voucher
    ? {
        mealVoucher: {
          amount: toEuros(voucher.amount_cents),
          refundedAmount: toEuros(voucher.refunded_cents),
          status: voucherStatus ?? 'pending',
        },
      }
    : {};
  if (!row)
    return {
      method: fallback,
      status: fallback === 'on_account' ? 'on_account' : 'at_counter',
      heldAmount: 0,
      capturedAmount: 0,
      refundedAmount: 0,
      checkoutUrl: null,
      dueAmount,
      counterPayments,
    };
  const payable = row.status === 'awaiting_authorization' || row.status === 'failed';
  return {
    method: row.method,
    status: row.status,
    heldAmount: toEuros(row.held_cents),
    capturedAmount: toEuros(row.captured_cents),
    refundedAmount: toEuros(row.refunded_cents),
    checkoutUrl: payable ? row.checkout_url : null,
    ...(row.raise_held_cents !== null && row.status === 'authorized'
      ? { raise: { amount: toEuros(row.raise_held_cents), checkoutUrl: row.raise_checkout_url } }
      : {}),
    dueAmount,
    counterPayments,
    ...mealVoucher,
    ...(box ? { box } : {}),
  };
}

/** A card box order's settlement as its payment answers it (ADR 074); undefined for any other order. */
export function boxAnswerOf(
  orderStatus: string,
  row: PaymentRow | undefined,
  cents: BoxOrderCents | null | undefined,
): BoxOrderSettlement | undefined {
  if (!row || !cents || row.capture_on_hold !== 1 || orderStatus === 'Cancelled') return undefined;
  return boxSettlementAnswer(cents, boxBalanceState(orderStatus, row, cents));
}

/** One order's payment answer, read afresh (a card order's: the retry and « Autoriser » routes answer it). */
export async function readPaymentAnswer(db: Db, orderId: number, row?: PaymentRow): Promise<OrderPayment> {
  const [{ order }, payment, counter] = await Promise.all([
    readDue(db, orderId),
    row ? Promise.resolve(row) : findPayment(db, orderId),
    findCounterPayments(db, [orderId]),
  ]);
  const [voucher] = await findMealVouchers(db, [orderId]);
  const box = payment?.capture_on_hold === 1 ? await boxSettlementOfOrder(db, orderId) : null;
  return paymentAnswer(payment, 'counter', order, counter, voucher, boxAnswerOf(order.status, payment, box));
}
