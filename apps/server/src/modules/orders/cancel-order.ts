import { CUSTOMER_CANCEL_REASON, type Order, parisDate, type Shop } from '@boucherie/contract';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import { type CalendarReader, calendarFromDatabase } from '../calendar/calendar-reader.js';
import { cutOffOf } from '../calendar/calendar-rules.js';
import { assertChangeable, CANCEL, CHANGEABLE, changeableUntil } from '../calendar/order-changes.js';
import { publishOrderEvent } from '../events/event-bus.js';
import { BUSINESS_NAME } from '../identity/business-name.js';
import { transitionOrder } from '../order-lifecycle/index.js';
import type { Viewer } from '../sessions/sessions.js';
import { listShops } from '../shops/shops.service.js';
import type { OrderDeps } from './order-deps.js';
import { shopsOf } from './order-shops.js';
import { customerOrder } from './order-view.js';
import { orderPageLine } from './orders.messages.js';
import * as repo from './orders.repository.js';

// The customer cancels their own order online until the date's cut-off (docs/decisions/024-standing-orders.md,
// addendum): the same cut-off the order check applies, a holiday day's own included. Whether they still may is
// the calendar's rule (calendar/order-changes.ts).

type User = NonNullable<Viewer>;
type Db = OrderDeps['db'];

/** The instant orders for the order's date close at its shop (null when the shop is gone). */
export async function cutOffFor(
  db: Db,
  now: Date,
  shopId: number,
  date: string,
  shops?: Shop[],
  calendar: CalendarReader = calendarFromDatabase(db),
): Promise<Date | null> {
  const shop = (shops ?? (await listShops(db, parisDate(now))).shops).find((s) => s.id === shopId);
  if (!shop) return null;
  const holidays = await calendar.holidays(shopId, date);
  return cutOffOf({ ...shop, holidays }, date);
}

/** Until when the customer may still cancel `order` at `now` (ISO instant), or null. */
export async function cancellableUntil(
  db: Db,
  now: Date,
  order: Pick<Order, 'status' | 'shop' | 'date'>,
  shops?: Shop[],
  calendar?: CalendarReader,
): Promise<string | null> {
  if (!CHANGEABLE.includes(order.status)) return null;
  return changeableUntil(order.status, await cutOffFor(db, now, order.shop.id, order.date, shops, calendar), now);
}

/** The customer's answers: each order says until when it can still be cancelled (the shops read once). */
export async function withCancellable(
  db: Db,
  now: Date,
  orders: Order[],
  shops?: Shop[],
  calendar?: CalendarReader,
): Promise<Order[]> {
  if (orders.length === 0) return orders;
  const all = shops ?? (await listShops(db, parisDate(now))).shops;
  return Promise.all(
    orders.map(async (o) => ({ ...o, cancellableUntil: await cancellableUntil(db, now, o, all, calendar) })),
  );
}

/** The order is no longer the customer's to cancel online: the shop has started preparing `line`. */
function preparedRefusal(line: { designation: string; weighed_grams: number | null }, shopPhone: string) {
  const done = line.weighed_grams !== null ? 'déjà pesé' : 'déjà noté indisponible';
  return new AppError(
    'ALREADY_PREPARED',
    `Votre commande est en préparation («\u00a0${line.designation}\u00a0» est ${done})\u00a0: pour l’annuler, appelez la boutique au ${shopPhone}.`,
  );
}

export function customerCancelledMail(order: Order, firstName: string, publicUrl: string) {
  return {
    subject: `${BUSINESS_NAME} — votre commande n°\u00a0${order.number} est annulée`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Comme vous l’avez demandé, votre commande n°\u00a0${order.number} du ${frenchDay(order.date)} est annulée.`,
      'Vous ne serez pas débité de cette commande.',
      orderPageLine(order, publicUrl),
      '',
      `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
    ].join('\n'),
  };
}

/**
 * Cancels the customer's own order while it is Pending or Confirmed, no line is weighed or noted unavailable
 * yet, and its date's cut-off has not passed: the order's history, the staff board's event and an e-mail to the
 * customer. The day's place is freed as by a staff cancel (a cancelled order no longer counts against the
 * day's or the window's capacity).
 * Cancelling a cancelled order answers it again, unchanged.
 */
export async function cancelOrder(deps: OrderDeps, viewer: User, orderId: number): Promise<Order> {
  const { db, now } = deps;
  const found = await repo.findUserOrder(db, viewer.userId, orderId);
  if (!found) throw notFound('Cette commande n’existe pas.');
  // Read before the transaction: it must not hold a pooled connection while the shops' version is read.
  const shops = await shopsOf(deps);
  const cancelled = await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const row = await repo.findUserOrder(trx, viewer.userId, orderId);
    if (!row) throw notFound('Cette commande n’existe pas.');
    if (row.status === 'Cancelled') return false;
    const cutOff = await cutOffFor(trx, now, row.shop_id, row.date, shops);
    assertChangeable({ status: row.status, shopPhone: row.shop_phone }, cutOff, now, CANCEL);
    // Weighed or set aside as unavailable, the meat is cut for this customer: a free cancel online would leave
    // it on the counter (a line so prepared cannot be changed online either).
    const prepared = (await repo.findOrderLines(trx, [orderId])).find(
      (l) => l.weighed_grams !== null || l.is_unavailable === 1,
    );
    if (prepared) throw preparedRefusal(prepared, row.shop_phone);
    // The card's hold is let go and the customer told, after the commit and until done (ADR 051).
    await transitionOrder(trx, {
      orderId,
      to: 'Cancelled',
      actor: 'customer',
      userId: viewer.userId,
      now,
      reason: CUSTOMER_CANCEL_REASON,
      tell: 'customer_cancelled',
    });
    return true;
  });

  if (cancelled) await deps.effects.runOrder(orderId);
  const base = await customerOrder(db, viewer.userId, orderId);
  const order = { ...(base as Order), cancellableUntil: null };
  if (cancelled) await publishOrderEvent(deps, 'order-updated', order);
  return order;
}
