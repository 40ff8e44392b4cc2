import type { Fulfilment } from '../orders/fulfilment.js';
import type { OpenOrderRow, StandingOrderRow } from './standing-orders.repository.js';

// A standing order made from an order (« Commander chaque semaine ») must not double it: on a day the customer
// already holds an open order at the same place, the date is skipped (issue 30). The same place: the same
// shop for a pickup; the same shop and address for a delivery (a restaurant may also have one sent home).

const folded = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');

export function samePlace(
  order: Pick<OpenOrderRow, 'mode' | 'shop_id' | 'address_street' | 'address_post_code'>,
  standing: Pick<StandingOrderRow, 'mode' | 'address_street' | 'address_post_code'>,
  fulfilment: Fulfilment,
): boolean {
  if (order.mode !== standing.mode || order.shop_id !== fulfilment.shop.id) return false;
  if (order.mode === 'Pickup') return true;
  return (
    folded(order.address_post_code) === folded(standing.address_post_code) &&
    folded(order.address_street) === folded(standing.address_street)
  );
}

/** The customer's order that already covers the date at the standing order's place, if any. */
export function orderAlreadyThere<O extends OpenOrderRow>(
  openOrders: readonly O[],
  date: string,
  standing: Pick<StandingOrderRow, 'mode' | 'address_street' | 'address_post_code'>,
  fulfilment: Fulfilment,
): O | undefined {
  return openOrders.find((o) => o.date === date && samePlace(o, standing, fulfilment));
}

/** What the occurrence list and the e-mail say of such a date. */
export function alreadyOrderedMessage(order: Pick<OpenOrderRow, 'number' | 'mode'>, fulfilment: Fulfilment): string {
  const where =
    order.mode === 'Pickup' ? `à retirer ce jour-là à ${fulfilment.shop.name}` : 'livrée ce jour-là à cette adresse';
  return `Vous avez déjà la commande n°\u00a0${order.number} ${where}\u00a0: nous n’en passons pas une seconde.`;
}
