import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Db, isUniqueViolation } from '../../db/database.js';
import type { OrderPaymentTable } from '../../db/schema.js';

export type PaymentRow = Selectable<OrderPaymentTable>;

export async function insertPayment(db: Db, row: Insertable<OrderPaymentTable>): Promise<void> {
  await db.insertInto('order_payment').values(row).execute();
}

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

/**
 * Moves a payment on only from the statuses given (compare and set): of a webhook, the return from the
 * provider's page and the reconciliation arriving together, one moves it, and the others find it moved.
 */
export async function movePayment(
  db: Db,
  orderId: number,
  from: readonly string[],
  patch: Updateable<OrderPaymentTable> & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('order_payment')
    .set(patch)
    .where('order_id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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

/** Payments not yet final: what the reconciliation compares with the provider. */
export function findOpenPayments(db: Db) {
  return db
    .selectFrom('order_payment')
    .selectAll()
    .where('method', '=', 'online')
    .where('status', 'in', ['awaiting_authorization', 'authorized', 'card_saved', 'failed'])
    .orderBy('order_id')
    .limit(500)
    .execute();
}

/** The order's number, as the customer reads it on the provider's page. */
export async function orderNumber(db: Db, orderId: number): Promise<string> {
  const row = await db.selectFrom('customer_order').select('number').where('id', '=', orderId).executeTakeFirst();
  return row?.number ?? String(orderId);
}

/** A payment step in the order's history (the `payment` action of order_event, read by the orders module). */
export async function insertPaymentEvent(db: Db, orderId: number, now: Date, userId: number | null, detail: object) {
  await db
    .insertInto('order_event')
    .values({
      order_id: orderId,
      at: now.toISOString(),
      user_id: userId,
      action: 'payment',
      detail: JSON.stringify(detail),
    })
    .execute();
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
    .select(['p.order_id', 'p.held_cents', 'p.payment_intent_id', 's.no_show_rule'])
    .where('p.status', '=', 'authorized')
    .where('o.date', '<', today)
    .where('o.status', 'in', ['Pending', 'Confirmed', 'Ready'])
    .orderBy('p.order_id')
    .limit(100)
    .execute();
}
