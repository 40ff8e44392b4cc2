import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import { recordChange } from '../journal/journal.service.js';
import { addEffect, tellEffect } from './effects.js';
import * as repo from './lifecycle.repository.js';
import { insertHistory } from './lifecycle-history.js';

/** Where an order goes: its new day, and the window or weekly round it keeps there (null: the day has none). */
export type DayMove = {
  orderId: number;
  to: string;
  window: { id: number; starts: string; ends: string; round: boolean } | null;
  userId: number;
  now: Date;
  /** Why, for the history and the journal (« Boutique fermée le … »). */
  reason: string;
  /** When a saved card (a far day's order) is held for the new day. */
  savedCardHoldAt: string;
};

/**
 * Moves an open order to another day (issue 45: the owner closed its day), under its row lock, in the caller's
 * transaction: the day and the window, the history step `moved`, the journal line `order.moved`, and the
 * customer's SMS and e-mail naming the new date as one effect, composed once the move is committed.
 */
export async function moveOrderDay(trx: Db, move: DayMove): Promise<{ number: string; from: string }> {
  await lockRow(trx, 'customer_order', move.orderId);
  const order = await repo.findOrderState(trx, move.orderId);
  if (!order) throw notFound('Cette commande n’existe pas.');
  if (order.status === 'Completed' || order.status === 'Cancelled') {
    throw new AppError(
      'ORDER_NOT_CHANGEABLE',
      `La commande n°\u00a0${order.number} n’est plus en cours\u00a0: elle ne change plus de jour.`,
    );
  }
  const at = move.now.toISOString();
  const from = await repo.moveOrderRow(trx, move.orderId, move.to, move.window, at);
  await repo.rescheduleSavedCardHold(trx, move.orderId, move.savedCardHoldAt);
  await insertHistory(trx, {
    orderId: move.orderId,
    at,
    userId: move.userId,
    action: 'moved',
    detail: { fromDate: from, toDate: move.to, reason: move.reason },
  });
  await recordChange(trx, {
    at,
    userId: move.userId,
    kind: 'order.moved',
    entityType: 'order',
    entityId: move.orderId,
    summary: `Commande ${order.number} déplacée du ${frenchDay(from)} au ${frenchDay(move.to)}\u00a0: ${move.reason}.`,
    before: { date: from },
    after: { date: move.to, ...(move.window ? { starts: move.window.starts, ends: move.window.ends } : {}) },
  });
  // One message per move: the key names the new day, so a later move of the same order tells again.
  await addEffect(trx, move.now, tellEffect(move.orderId, 'moved', { fromDate: from }, move.to));
  return { number: order.number, from };
}
