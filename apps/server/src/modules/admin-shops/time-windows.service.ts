import { parisDate, type ShopCalendar, type TimeWindowRequest } from '@boucherie/contract';
import type { z } from 'zod';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound, validation } from '../../errors.js';
import { frenchDay, hoursText } from '../../lib/french.js';
import type { StaffScope } from '../admin/staff-scope.js';
import { countOrdersByWindow, findTimeWindows } from '../calendar/index.js';
import { recordChange } from '../journal/journal.service.js';
import * as repo from './admin-shops.repository.js';
import { type AdminDeps, getCalendar } from './admin-shops.service.js';

const ADMIN: StaffScope = { userId: 0, role: 'admin', shopIds: null };

const MODE = { Pickup: 'Retrait', Delivery: 'Tournée de livraison' } as const;
const windowText = (w: { starts: string; ends: string }) => hoursText([{ opens: w.starts, closes: w.ends }]);

/** A pickup window or a delivery round of one day, with its capacity; windows of a mode never overlap. */
export async function createWindow(
  deps: AdminDeps,
  shopId: number,
  body: z.output<typeof TimeWindowRequest>,
): Promise<ShopCalendar> {
  const { db, now } = deps;
  if (body.date < parisDate(now))
    throw validation('Date', 'Ce jour est passé\u00a0: choisissez aujourd’hui ou plus tard.');
  await db.transaction().execute(async (trx) => {
    const shop = await repo.findShopRow(trx, shopId);
    if (!shop) throw notFound('Cette boutique n’existe pas.');
    await lockRow(trx, 'shop', shopId);
    const others = await findTimeWindows(trx, shopId, body.date, { mode: body.mode, date: body.date });
    const overlap = others.find((w) => w.starts < body.ends && body.starts < w.ends);
    if (overlap) {
      throw new AppError(
        'CONFLICT',
        `Ce créneau chevauche le créneau ${windowText(overlap)} du même jour\u00a0: changez ses heures ou modifiez l’autre.`,
      );
    }
    const id = await repo.insertWindow(trx, shopId, body);
    await recordChange(trx, {
      at: now.toISOString(),
      userId: deps.userId,
      kind: 'shop.time-window.create',
      entityType: 'shop',
      entityId: shopId,
      summary: `${MODE[body.mode]} ${windowText(body)} ajouté le ${frenchDay(body.date)} à la boutique ${shop.name} (${body.capacity} commandes).`,
      after: { id, ...body },
    });
  });
  return getCalendar(db, ADMIN, shopId, now);
}

async function windowOrThrow(deps: AdminDeps, shopId: number, windowId: number) {
  const window = await repo.findWindowById(deps.db, shopId, windowId);
  if (!window) throw notFound('Ce créneau n’existe pas.');
  return window;
}

export async function changeWindowCapacity(
  deps: AdminDeps,
  shopId: number,
  windowId: number,
  capacity: number,
): Promise<ShopCalendar> {
  const { db, now } = deps;
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'shop', shopId);
    const window = await windowOrThrow({ ...deps, db: trx }, shopId, windowId);
    await repo.updateWindowCapacity(trx, windowId, capacity);
    await recordChange(trx, {
      at: now.toISOString(),
      userId: deps.userId,
      kind: 'shop.time-window.update',
      entityType: 'shop',
      entityId: shopId,
      summary: `Capacité du créneau ${windowText(window)} du ${frenchDay(window.date)} passée à ${capacity}.`,
      before: { id: windowId, capacity: window.capacity },
      after: { id: windowId, capacity },
    });
  });
  return getCalendar(db, ADMIN, shopId, now);
}

export async function deleteWindow(deps: AdminDeps, shopId: number, windowId: number): Promise<ShopCalendar> {
  const { db, now } = deps;
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'shop', shopId);
    const window = await windowOrThrow({ ...deps, db: trx }, shopId, windowId);
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
    await recordChange(trx, {
      at: now.toISOString(),
      userId: deps.userId,
      kind: 'shop.time-window.delete',
      entityType: 'shop',
      entityId: shopId,
      summary: `Créneau ${windowText(window)} du ${frenchDay(window.date)} supprimé.`,
      before: {
        id: windowId,
        date: window.date,
        mode: window.mode,
        starts: window.starts,
        ends: window.ends,
        capacity: window.capacity,
      },
    });
  });
  return getCalendar(db, ADMIN, shopId, now);
}
