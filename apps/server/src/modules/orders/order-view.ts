import type { Order, OrderEventAction, OrderStatus, PaymentTerms } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { toEuros } from '../../lib/money.js';
import { lineLots } from '../lots/index.js';
import {
  boxPricesOf,
  boxSettlementsOfOrders,
  findCounterPayments,
  findMealVouchers,
} from '../order-lifecycle/index.js';
import { boxAnswerOf, findPayments, paymentAnswer } from '../payments/index.js';
import { deliveryAddressOf } from './delivery-address.js';
import { type FixedAnswers, fixedAnswers } from './fixed-at-ready.js';
import { findOrderEvents, type OrderEventRow } from './order-events.repository.js';
import * as repo from './orders.repository.js';

// How a stored order reads in the API: one mapping for the customer's answers and the back office's.

/** An order with its lines' ids (the customer's answers drop them, the back office's keep them). */
export type AdminOrderBase = Order & { lines: (Order['lines'][number] & { id: number } & FixedAnswers)[] };

/** The event of each status an order reaches. */
const STATUS_OF_ACTION: Partial<Record<OrderEventAction, OrderStatus>> = {
  placed: 'Pending',
  confirmed: 'Confirmed',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** One of a customer's orders as they see it; undefined when it is not theirs. */
export async function customerOrder(db: Db, userId: number, orderId: number): Promise<AdminOrderBase | undefined> {
  const row = await repo.findUserOrder(db, userId, orderId);
  return row ? (await toOrders(db, [row]))[0] : undefined;
}

/** What toOrders reads for the rows, when the caller has read it already. */
type Details = {
  lines?: Awaited<ReturnType<typeof repo.findOrderLines>>;
  vat?: Awaited<ReturnType<typeof repo.findOrderVat>>;
  events?: OrderEventRow[];
};

/** Orders as the API answers them (lines carry their ids: the back office's answers keep them). */
export async function toOrders(db: Db, rows: repo.OrderRow[], read: Details = {}): Promise<AdminOrderBase[]> {
  const ids = rows.map((r) => r.id);
  const [lines, vat, history, payments, counter, vouchers] = await Promise.all([
    read.lines ?? repo.findOrderLines(db, ids),
    read.vat ?? repo.findOrderVat(db, ids),
    read.events ?? findOrderEvents(db, ids),
    findPayments(db, ids),
    findCounterPayments(db, ids),
    findMealVouchers(db, ids),
  ]);
  const lots = await lineLots(db, lines);
  // Card box orders' settlements (ADR 074): their deposit, balance and weighed price.
  const boxPrices = await boxPricesOf(
    db,
    lines.map((l) => l.article_id),
  );
  const boxes = await boxSettlementsOfOrders(
    db,
    ids.filter((id) => payments.get(id)?.capture_on_hold === 1),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    mode: row.mode,
    date: row.date,
    createdAt: row.created_at,
    shop: {
      id: row.shop_id,
      name: row.shop_name,
      department: row.shop_department,
      address: {
        street: row.shop_street,
        postCode: row.shop_post_code,
        city: row.shop_city,
        country: row.shop_country,
      },
      phone: row.shop_phone,
    },
    address: row.mode === 'Delivery' ? deliveryAddressOf(row) : null,
    comment: row.comment,
    deliveryInstructions: row.mode === 'Delivery' ? row.delivery_instructions : null,
    timeWindow:
      row.time_window_starts && row.time_window_ends
        ? { starts: row.time_window_starts, ends: row.time_window_ends }
        : null,
    priceBasis: row.is_pro === 1 ? 'HT' : 'TTC',
    // Written only through the contract's PaymentTerms (business.service.ts).
    paymentTerms: row.payment_terms as PaymentTerms | null,
    // An order placed before card payments has no payment row: it is paid at the shop, or on account.
    payment: paymentAnswer(
      payments.get(row.id),
      row.payment_terms ? 'on_account' : 'counter',
      row,
      counter.filter((c) => c.order_id === row.id),
      vouchers.find((v) => v.order_id === row.id),
      boxAnswerOf(row.status, payments.get(row.id), boxes.get(row.id)),
    ),
    lines: lines
      .filter((l) => l.order_id === row.id)
      .map((l) => ({
        id: l.id,
        articleId: l.article_id,
        designation: l.designation,
        saleUnit: l.sale_unit,
        quantity: l.quantity_hundredths / 100,
        unitPrice: toEuros(l.unit_price_cents),
        lineTotal: toEuros(l.line_total_cents),
        vatRate: l.vat_rate_bp / 100,
        isEstimated: l.is_estimated === 1,
        preparationNote: l.preparation_note,
        weighedQuantity: l.weighed_grams === null ? null : l.weighed_grams / 1000,
        isUnavailable: l.is_unavailable === 1,
        lot: lots.get(l.id) ?? null,
        ...fixedAnswers(l),
        // A box line is weighed at the box's price per kg (ADR 074).
        ...(boxPrices.has(l.article_id)
          ? { pricePerKg: toEuros(l.price_per_kg_cents ?? boxPrices.get(l.article_id) ?? 0) }
          : {}),
      })),
    linesTotal: toEuros(row.lines_total_cents),
    deliveryFee: toEuros(row.delivery_fee_cents),
    totalHT: toEuros(row.total_ht_cents),
    totalVAT: toEuros(row.total_vat_cents),
    totalTTC: toEuros(row.total_ttc_cents),
    vatByRate: vat
      .filter((v) => v.order_id === row.id)
      .map((v) => ({ rate: v.rate_bp / 100, base: toEuros(v.base_cents), amount: toEuros(v.vat_cents) })),
    hasEstimatedLines: row.has_estimated_lines === 1,
    statusHistory: history.flatMap((e) => {
      const status = e.order_id === row.id ? STATUS_OF_ACTION[e.action as OrderEventAction] : undefined;
      return status ? [{ status, at: e.at }] : [];
    }),
    cancelReason: row.cancel_reason,
    // The customer's answers fill it in (cancel-order.ts); the back office's leave it null.
    cancellableUntil: null,
  }));
}
