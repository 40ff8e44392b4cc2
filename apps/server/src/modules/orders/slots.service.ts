import { type OrderSlotsQuery, type OrderSlotsResponse, parisDate, type Shop, SLOT_DAYS } from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { countOrdersByWindow } from '../shops/calendar.repository.js';
import { calendarReader } from '../shops/shop-calendar.js';
import { listShops } from '../shops/shops.service.js';
import { type DayWindow, windowsOfDay } from './day-windows.js';
import { shopsAndCalendarOf } from './order-shops.js';
import { countOrdersByDate, countOrdersByRound } from './orders.repository.js';
import type { OrderDeps } from './orders.service.js';
import { selectableDates } from './slots.js';

type SlotsQuery = z.output<typeof OrderSlotsQuery>;

export type Fulfilment = { shop: Shop; zone: Shop['deliveryZones'][number] | null };

/**
 * Which shop fulfils an order: the chosen shop for a pickup; for a delivery, the delivering shop whose
 * zones serve the post code (the chosen one, if given).
 */
export async function findFulfilment(
  db: Db,
  now: Date,
  mode: 'Pickup' | 'Delivery',
  shopId: number | undefined,
  postCode: string | undefined,
  postCodeField = 'PostCode',
): Promise<Fulfilment> {
  const { shops } = await listShops(db, parisDate(now));
  return fulfilmentAmong(shops, mode, shopId, postCode, postCodeField);
}

/** The same choice among shops already read (a schedule going through many standing orders reads them once). */
export function fulfilmentAmong(
  shops: Shop[],
  mode: 'Pickup' | 'Delivery',
  shopId: number | undefined,
  postCode: string | undefined,
  postCodeField = 'PostCode',
): Fulfilment {
  if (mode === 'Pickup') {
    if (shopId === undefined) throw validation('ShopId', 'Choisissez la boutique où retirer votre commande.');
    const shop = shops.find((s) => s.id === shopId);
    if (!shop) throw validation('ShopId', 'Cette boutique n’existe pas.');
    return { shop, zone: null };
  }
  if (!postCode) throw validation(postCodeField, 'Saisissez le code postal de livraison.');
  for (const shop of shops) {
    if (!shop.delivers || (shopId !== undefined && shop.id !== shopId)) continue;
    const zone = shop.deliveryZones.find((z) => z.postCodes.includes(postCode));
    if (zone) return { shop, zone };
  }
  throw validation(postCodeField, 'Nous ne livrons pas encore ce code postal. Choisissez le retrait en boutique.');
}

/**
 * The dates and time windows a customer may choose. The shops and their calendar from memory when the route
 * gives them (ADR 026), as of the request's arrival; what is booked, from the database.
 */
export async function listSlots(
  deps: Pick<OrderDeps, 'db' | 'now' | 'shops'>,
  query: SlotsQuery,
): Promise<OrderSlotsResponse> {
  const { db, now } = deps;
  const { shops, calendar } = await shopsAndCalendarOf(deps);
  const { shop, zone } = fulfilmentAmong(shops, query.mode, query.shopId, query.postCode);
  const today = parisDate(now);
  const calendarOfShop = calendarReader(db, calendar);
  const [ordersPerDate, holidays, windows, perRound] = await Promise.all([
    countOrdersByDate(db, shop.id, today),
    calendarOfShop.holidaysFrom(shop.id, today),
    calendarOfShop.timeWindowsFrom(shop.id, today, query.mode),
    countOrdersByRound(db, shop.id, today),
  ]);
  const booked = await countOrdersByWindow(
    db,
    windows.map((w) => w.id),
  );
  const bookedIn = (date: string, w: DayWindow) => (w.round ? perRound.get(`${date}|${w.id}`) : booked.get(w.id)) ?? 0;
  const slots = selectableDates({ ...shop, holidays }, now, ordersPerDate, SLOT_DAYS)
    .map((slot) => ({
      ...slot,
      windows: windowsOfDay(
        shop,
        slot.date,
        query.mode,
        windows.filter((w) => w.date === slot.date),
        holidays.find((h) => h.date === slot.date),
      ).map((w) => ({
        id: w.id,
        starts: w.starts,
        ends: w.ends,
        remaining: Math.max(0, w.capacity - bookedIn(slot.date, w)),
      })),
    }))
    // A day whose windows are all full has no room left, whatever its own capacity says.
    .filter((slot) => slot.windows.length === 0 || slot.windows.some((w) => w.remaining > 0));
  return {
    mode: query.mode,
    shopId: shop.id,
    deliveryFee: zone?.fee ?? null,
    minimumOrder: zone?.minimumOrder ?? null,
    slots,
  };
}
