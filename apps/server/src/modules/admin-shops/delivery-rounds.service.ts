import type { DeliveryRoundRequest, ShopCalendar } from '@boucherie/contract';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors.js';
import { frenchWeekday } from '../../lib/french.js';
import * as repo from './admin-shops.repository.js';
import { type AdminDeps, changeShopCalendar, overlapOf, shopOrThrow, spanText } from './admin-shops.service.js';

// A shop's weekly delivery rounds (ADR 044), set once by the owner. A round that goes leaves its orders as
// they are: each keeps the times it was promised (time_window_starts/ends), so no booked round blocks it.

export async function createRound(
  deps: AdminDeps,
  shopId: number,
  body: z.output<typeof DeliveryRoundRequest>,
): Promise<ShopCalendar> {
  return changeShopCalendar(deps, shopId, async (trx) => {
    const shop = await shopOrThrow(trx, shopId);
    if (shop.delivers !== 1) {
      throw new AppError('CONFLICT', 'Cette boutique ne livre pas\u00a0: activez d’abord la livraison.');
    }
    const overlap = overlapOf(await repo.findRounds(trx, shopId, body.weekday), body);
    if (overlap) {
      throw new AppError(
        'CONFLICT',
        `Cette tournée chevauche celle de ${spanText(overlap)} le ${frenchWeekday(body.weekday)}\u00a0: changez ses heures ou supprimez l’autre.`,
      );
    }
    const id = await repo.insertRound(trx, shopId, body);
    return {
      kind: 'shop.delivery-round.create',
      summary: `Tournée de livraison ${spanText(body)} ajoutée le ${frenchWeekday(body.weekday)} à la boutique ${shop.name} (${body.capacity} commandes).`,
      after: { id, ...body },
    };
  });
}

export async function deleteRound(deps: AdminDeps, shopId: number, roundId: number): Promise<ShopCalendar> {
  return changeShopCalendar(deps, shopId, async (trx) => {
    const round = await repo.findRoundById(trx, shopId, roundId);
    if (!round) throw notFound('Cette tournée n’existe pas.');
    await repo.deleteRound(trx, roundId);
    return {
      kind: 'shop.delivery-round.delete',
      summary: `Tournée de livraison ${spanText(round)} du ${frenchWeekday(round.weekday)} supprimée.`,
      before: { id: roundId, weekday: round.weekday, starts: round.starts, ends: round.ends, capacity: round.capacity },
    };
  });
}
