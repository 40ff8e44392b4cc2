import type { OrderEventAction } from '@boucherie/contract';
import type { Db } from '../../db/database.js';

/** Appends to an order's history; rows are never updated or deleted by the application. */
export function insertOrderEvent(
  db: Db,
  event: { orderId: number; at: string; userId: number | null; action: OrderEventAction; detail: object },
) {
  return db
    .insertInto('order_event')
    .values({
      order_id: event.orderId,
      at: event.at,
      user_id: event.userId,
      action: event.action,
      detail: JSON.stringify(event.detail),
    })
    .execute();
}

/** The orders' histories, oldest first, with the name of who acted. */
export function findOrderEvents(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_event as e')
    .leftJoin('user_account as u', 'u.id', 'e.user_id')
    .select(['e.order_id', 'e.at', 'e.action', 'e.detail', 'u.first_name', 'u.last_name', 'u.role'])
    .where('e.order_id', 'in', orderIds)
    .orderBy('e.order_id')
    .orderBy('e.id')
    .execute();
}

export type OrderEventRow = Awaited<ReturnType<typeof findOrderEvents>>[number];
