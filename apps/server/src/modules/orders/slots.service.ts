import { type OrderSlotsQuery, type OrderSlotsResponse, parisDate, type Shop, SLOT_DAYS } from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { listShops } from '../shops/shops.service.js';
import { countOrdersByDate } from './orders.repository.js';
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

export async function listSlots(db: Db, query: SlotsQuery, now: Date): Promise<OrderSlotsResponse> {
  const { shop, zone } = await findFulfilment(db, now, query.mode, query.shopId, query.postCode);
  const ordersPerDate = await countOrdersByDate(db, shop.id, parisDate(now));
  return {
    mode: query.mode,
    shopId: shop.id,
    deliveryFee: zone?.fee ?? null,
    minimumOrder: zone?.minimumOrder ?? null,
    slots: selectableDates(shop, now, ordersPerDate, SLOT_DAYS),
  };
}
