import type { AdminOrderDetail } from '@boucherie/contract';
import { AppError } from '../../errors.js';
import { paidAtCounter } from '../payments/index.js';
import type { AdminDeps } from './admin-orders.service.js';
import { findOrderRow, getOrderDetail, publishUpdate } from './admin-orders.service.js';

// The staff's side of an order's card payment (ADR 049).

/**
 * « Payé au comptoir »: the card's hold is let go and only the fact is kept (no amount: the till stays the
 * shop's certified register). Its step goes to the order's history and the journal, with who did it.
 */
export async function markPaidAtCounter(deps: AdminDeps, orderId: number): Promise<AdminOrderDetail> {
  const row = await findOrderRow(deps.db, deps.scope, orderId);
  if (row.status === 'Cancelled')
    throw new AppError('ORDER_NOT_CHANGEABLE', 'Cette commande est annulée\u00a0: il n’y a rien à encaisser.');
  await paidAtCounter(deps.db, orderId, deps.scope.userId, deps.now);
  await deps.effects.runOrder(orderId);
  const detail = await getOrderDetail(deps.db, deps.scope, orderId);
  await publishUpdate(deps, detail);
  return detail;
}
