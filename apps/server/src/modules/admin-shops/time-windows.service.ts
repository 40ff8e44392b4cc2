import type { ShopCalendar, TimeWindowRequest } from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { frenchDay } from '../../lib/french.js';
import { countOrdersByWindow, findTimeWindows } from '../calendar/index.js';
import * as repo from './admin-shops.repository.js';
import {
  type AdminDeps,
  changeShopCalendar,
  notPast,
  overlapOf,
  shopOrThrow,
  spanText,
} from './admin-shops.service.js';

const MODE = { Pickup: 'Retrait', Delivery: 'Tournée de livraison' } as const;

/** A pickup window or a delivery round of one day, with its capacity; windows of a mode never overlap. */
export async function createWindow(
  deps: AdminDeps,
  shopId: number,
  body: z.output<typeof TimeWindowRequest>,
): Promise<ShopCalendar> {
  notPast(body.date, deps.now);
  return changeShopCalendar(deps, shopId, async (trx) => {
    const shop = await shopOrThrow(trx, shopId);
    const others = await findTimeWindows(trx, shopId, body.date, { mode: body.mode, date: body.date });
    const overlap = overlapOf(others, body);
    if (overlap) {
      throw new AppError(
        'CONFLICT',
        `Ce créneau chevauche le créneau ${spanText(overlap)} du même jour\u00a0: changez ses heures ou modifiez l’autre.`,
      );
    }
    const id = await repo.insertWindow(trx, shopId, body);
    return {
      kind: 'shop.time-window.create',
      summary: `${MODE[body.mode]} ${spanText(body)} ajouté le ${frenchDay(body.date)} à la boutique ${shop.name} (${body.capacity} commandes).`,
      after: { id, ...body },
    };
  });
}

async function windowOrThrow(db: Db, shopId: number, windowId: number) {
  const window = await repo.findWindowById(db, shopId, windowId);
  if (!window) throw notFound('Ce créneau n’existe pas.');
  return window;
}

export async function changeWindowCapacity(
  deps: AdminDeps,
  shopId: number,
  windowId: number,
  capacity: number,
): Promise<ShopCalendar> {
  return changeShopCalendar(deps, shopId, async (trx) => {
    const window = await windowOrThrow(trx, shopId, windowId);
    await repo.updateWindowCapacity(trx, windowId, capacity);
    return {
      kind: 'shop.time-window.update',
      summary: `Capacité du créneau ${spanText(window)} du ${frenchDay(window.date)} passée à ${capacity}.`,
      before: { id: windowId, capacity: window.capacity },
      after: { id: windowId, capacity },
    };
  });
}

export async function deleteWindow(deps: AdminDeps, shopId: number, windowId: number): Promise<ShopCalendar> {
  return changeShopCalendar(deps, shopId, async (trx) => {
    const window = await windowOrThrow(trx, shopId, windowId);
    const booked = (await countOrdersByWindow(trx, [windowId])).get(windowId) ?? 0;
    if (booked > 0) {
      throw new AppError(
        'CONFLICT',
        booked > 1
          ? `${booked} commandes ont choisi ce créneau\u00a0: baissez plutôt sa capacité pour ne plus en prendre.`
          : 'Une commande a choisi ce créneau\u00a0: baissez plutôt sa capacité pour ne plus en prendre.',
      );
    }
    await repo.deleteWindow(trx, windowId);
    return {
      kind: 'shop.time-window.delete',
      summary: `Créneau ${spanText(window)} du ${frenchDay(window.date)} supprimé.`,
      before: {
        id: windowId,
        date: window.date,
        mode: window.mode,
        starts: window.starts,
        ends: window.ends,
        capacity: window.capacity,
      },
    };
  });
}
