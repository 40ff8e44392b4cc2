import type { Selectable } from 'kysely';
import { type Db, isUniqueViolation } from '../../db/database.js';
import type { OrderPaymentTable } from '../../db/schema.js';

export type PaymentRow = Selectable<OrderPaymentTable>;

export function findPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('order_payment').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function findPayments(db: Db, orderIds: number[]): Promise<Map<number, PaymentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('order_payment').selectAll().where('order_id', 'in', orderIds).execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

export function findPaymentByPage(db: Db, pageId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('order_payment').selectAll().where('checkout_session_id', '=', pageId).executeTakeFirst();
}

export function findPaymentByHold(db: Db, holdRef: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('order_payment').selectAll().where('payment_intent_id', '=', holdRef).executeTakeFirst();
}

export async function isKnownEvent(db: Db, eventId: string): Promise<boolean> {
  return (
    (await db.selectFrom('payment_event').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !==
    undefined
  );
}

/** Keeps a provider's event id; false when it was already kept (a replay). */
export async function recordEvent(db: Db, eventId: string, type: string, now: Date): Promise<boolean> {
  try {
    await db.insertInto('payment_event').values({ event_id: eventId, type, received_at: now.toISOString() }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Payments whose page waited past its time, and saved cards whose hold is due. */
export function findDuePayments(db: Db, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('order_payment')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['awaiting_authorization', 'failed']), eb('awaiting_until', '<=', at)]),
        eb.and([eb('status', '=', 'card_saved'), eb('authorize_at', '<=', at)]),
      ]),
    )
    .orderBy('order_id')
    .limit(100)
    .execute();
}

/**
 * Card payments whose order and provider may disagree: not yet final, or captured in the last 30 days (a
 * refund made at the provider and not recorded), oldest change first.
 */
export function findPaymentsToRepair(db: Db, now: Date) {
  const recent = new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString();
  return db
    .selectFrom('order_payment as p')
    .innerJoin('customer_order as o', 'o.id', 'p.order_id')
    .select(['p.order_id', 'p.status', 'p.updated_at', 'p.payment_intent_id', 'o.status as order_status'])
    .where('p.method', '=', 'online')
    .where((eb) =>
      eb.or([
        eb('p.status', 'in', ['awaiting_authorization', 'authorized', 'card_saved', 'failed']),
        eb.and([eb('p.status', 'in', ['captured', 'partially_captured']), eb('p.updated_at', '>=', recent)]),
      ]),
    )
    .orderBy('p.updated_at')
    .limit(500)
    .execute();
}

/** The order's number and its customer's e-mail, as the provider's page shows them. */
export function orderContactOf(db: Db, orderId: number) {
  return db
    .selectFrom('customer_order as o')
    .leftJoin('user_account as u', 'u.id', 'o.user_id')
    .select(['o.number', 'u.email'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** What the order comes to now (after weighing): what « prête » captures. */
export async function orderTotalCents(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select('total_ttc_cents')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.total_ttc_cents;
}

/** Holds still on cards for orders whose day has passed uncollected, with their shop's no-show rule. */
export function findNoShows(db: Db, today: string) {
  return db
    .selectFrom('order_payment as p')
    .innerJoin('customer_order as o', 'o.id', 'p.order_id')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select([
      'p.order_id',
      'p.held_cents',
      'p.payment_intent_id',
      's.no_show_rule',
      'o.status as order_status',
      'o.total_ttc_cents',
    ])
    .where('p.status', '=', 'authorized')
    .where('o.date', '<', today)
    .where('o.status', 'in', ['Pending', 'Confirmed', 'Ready'])
    .orderBy('p.order_id')
    .limit(100)
    .execute();
}

/** The provider's refs a customer's orders keep: the Customers made to save a card, and the cards saved. */
export function findCardHolderRefs(db: Db, userId: number) {
  return db
    .selectFrom('order_payment as p')
    .innerJoin('customer_order as o', 'o.id', 'p.order_id')
    .select(['p.customer_ref', 'p.payment_method_ref'])
    .where('o.user_id', '=', userId)
    .where((eb) => eb.or([eb('p.customer_ref', 'is not', null), eb('p.payment_method_ref', 'is not', null)]))
    .execute();
}

/** The customer's orders forget who held the card at the provider (erasure, ADR 061). */
export async function clearCardHolderRefs(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('order_payment')
    .set({ customer_ref: null, payment_method_ref: null, updated_at: at })
    .where('order_id', 'in', db.selectFrom('customer_order').select('id').where('user_id', '=', userId))
    .where((eb) => eb.or([eb('customer_ref', 'is not', null), eb('payment_method_ref', 'is not', null)]))
    .execute();
}
