import type { Db } from '../../db/database.js';

/** Appends to an order's history; rows are never updated or deleted by the application (the lifecycle's writer). */
export { insertHistory as insertOrderEvent } from '../order-lifecycle/index.js';

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
