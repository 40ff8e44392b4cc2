import { parisDate, type Shop } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { listShops } from '../shops/shops.service.js';

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
  throw validation(
    postCodeField,
    'Nous ne livrons pas encore ce code postal. Choisissez le retrait en boutique.',
    'NOT_DELIVERED',
  );
}
