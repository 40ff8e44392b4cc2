import type { OrderStatus, PaymentStatus } from '@boucherie/contract';

// The two tables of an order's life (issue 38, ADR 051): which status may follow which, and who may move it.
// Nothing else in the server writes an order's or a payment's status (scripts/boundaries.mjs checks it).

/** Who asks for a move: the shop's staff (or the owner), the customer online, or the shop's own schedule. */
export type Actor = 'staff' | 'customer' | 'system';

export type OrderMove = { from: OrderStatus; to: OrderStatus; by: readonly Actor[]; needs?: string };

export const ORDER_MOVES: readonly OrderMove[] = [
  { from: 'Pending', to: 'Confirmed', by: ['staff'] },
  { from: 'Confirmed', to: 'Ready', by: ['staff'], needs: 'every weighed line weighed or unavailable' },
  { from: 'Ready', to: 'Completed', by: ['staff'], needs: 'no card hold left uncaptured' },
  { from: 'Pending', to: 'Cancelled', by: ['staff', 'customer', 'system'] },
  { from: 'Confirmed', to: 'Cancelled', by: ['staff', 'customer', 'system'] },
  { from: 'Ready', to: 'Cancelled', by: ['staff'] },
];

/** The status an order is written with. */
export const FIRST_ORDER_STATUS: OrderStatus = 'Pending';

export function orderMoveAllowed(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return ORDER_MOVES.some((m) => m.from === from && m.to === to && m.by.includes(actor));
}

/** The one way forward from a status (null at the end of the order's life). */
export function nextStatus(from: OrderStatus): OrderStatus | null {
  return ORDER_MOVES.find((m) => m.from === from && m.to !== 'Cancelled')?.to ?? null;
}

/**
 * Which payment status may follow which. A status may follow itself where an amount moves without the status
 * changing (a part refunded, a new page opened, a payment noted at the counter after a partial capture).
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  awaiting_authorization: ['awaiting_authorization', 'authorized', 'card_saved', 'failed', 'released'],
  failed: ['failed', 'authorized', 'card_saved', 'at_counter', 'released'],
  card_saved: ['card_saved', 'authorized', 'failed', 'released'],
  authorized: ['authorized', 'captured', 'partially_captured', 'released'],
  captured: ['captured', 'refunded'],
  partially_captured: ['partially_captured', 'refunded'],
  refunded: [],
  released: [],
  at_counter: ['released'],
  on_account: [],
};

/** The statuses a payment may be moved from to reach `to`. */
export function paymentSourcesOf(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(PAYMENT_MOVES) as PaymentStatus[]).filter((from) => PAYMENT_MOVES[from].includes(to));
}

/** The status a card payment starts with, and a counter payment noted at once. */
export const FIRST_CARD_PAYMENT_STATUS: PaymentStatus = 'awaiting_authorization';
export const COUNTER_PAYMENT_NOTED: PaymentStatus = 'released';

/** Statuses where the provider may still tell something new (a page, a hold). */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'awaiting_authorization',
  'failed',
  'card_saved',
  'authorized',
];
