import type { Order } from '@boucherie/contract';
import { formatTime } from '../../../lib/format';
import { formatDay } from './order-days';

/** "Votre commande sera prête samedi 21 novembre à la boutique Maison Thirion Metz-Centre." */
export function promiseSentence(order: Order): string {
  const window = order.timeWindow
    ? ` entre ${formatTime(order.timeWindow.starts)} et ${formatTime(order.timeWindow.ends)}`
    : '';
  const day = `${formatDay(order.date)}${window}`;
  if (order.mode === 'Pickup') return `Votre commande sera prête ${day} à la boutique ${order.shop.name}.`;
  const a = order.address;
  const where = a ? ` au ${a.street}, ${a.postcode} ${a.city}` : '';
  return `Votre commande sera livrée ${day}${where}.`;
}

/** "Maison Thirion Metz-Centre" for a pickup, "57000 Metz" for a delivery. */
export function placeOf(order: Order): string {
  if (order.mode === 'Pickup' || !order.address) return order.shop.name;
  return `${order.address.postcode} ${order.address.city}`;
}
