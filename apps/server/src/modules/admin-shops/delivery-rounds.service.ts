import type { DeliveryRoundRequest, ShopCalendar } from '@boucherie/contract';
import type { z } from 'zod';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound } from '../../errors.js';
import { frenchWeekday, hoursText } from '../../lib/french.js';
import type { StaffScope } from '../admin/staff-scope.js';
import { recordChange } from '../journal/journal.service.js';
import * as repo from './admin-shops.repository.js';
import { type AdminDeps, getCalendar } from './admin-shops.service.js';

// A shop's weekly delivery rounds (ADR 044), set once by the owner. A round that goes leaves its orders as
// they are: each keeps the times it was promised (time_window_starts/ends), so no booked round blocks it.

const ADMIN: StaffScope = { userId: 0, role: 'admin', shopIds: null };

const roundText = (r: { starts: string; ends: string }) => hoursText([{ opens: r.starts, closes: r.ends }]);
const weekdayName = frenchWeekday;

export async function createRound(
  deps: AdminDeps,
  shopId: number,
  body: z.output<typeof DeliveryRoundRequest>,
): Promise<ShopCalendar> {
  const { db, now } = deps;
  await db.transaction().execute(async (trx) => {
    const shop = await repo.findShopRow(trx, shopId);
    if (!shop) throw notFound('Cette boutique n’existe pas.');
    if (shop.delivers !== 1) {
      throw new AppError('CONFLICT', 'Cette boutique ne livre pas\u00a0: activez d’abord la livraison.');
    }
    await lockRow(trx, 'shop', shopId);
    const others = await repo.findRounds(trx, shopId, body.weekday);
    const overlap = others.find((r) => r.starts < body.ends && body.starts < r.ends);
    if (overlap) {
      throw new AppError(
        'CONFLICT',
        `Cette tournée chevauche celle de ${roundText(overlap)} le ${weekdayName(body.weekday)}\u00a0: changez ses heures ou supprimez l’autre.`,
      );
    }
    const id = await repo.insertRound(trx, shopId, body);
    await recordChange(trx, {
      at: now.toISOString(),
      userId: deps.userId,
      kind: 'shop.delivery-round.create',
      entityType: 'shop',
      entityId: shopId,
      summary: `Tournée de livraison ${roundText(body)} ajoutée le ${weekdayName(body.weekday)} à la boutique ${shop.name} (${body.capacity} commandes).`,
      after: { id, ...body },
    });
  });
  return getCalendar(db, ADMIN, shopId, now);
}

export async function deleteRound(deps: AdminDeps, shopId: number, roundId: number): Promise<ShopCalendar> {
  const { db, now } = deps;
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'shop', shopId);
    const round = await repo.findRoundById(trx, shopId, roundId);
    if (!round) throw notFound('Cette tournée n’existe pas.');
    await repo.deleteRound(trx, roundId);
    await recordChange(trx, {
      at: now.toISOString(),
      userId: deps.userId,
      kind: 'shop.delivery-round.delete',
      entityType: 'shop',
      entityId: shopId,
      summary: `Tournée de livraison ${roundText(round)} du ${weekdayName(round.weekday)} supprimée.`,
      before: { id: roundId, weekday: round.weekday, starts: round.starts, ends: round.ends, capacity: round.capacity },
    });
  });
  return getCalendar(db, ADMIN, shopId, now);
}
