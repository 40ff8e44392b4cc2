import { frenchDay, hoursText } from '../../lib/french.js';
import { formatEuros } from '../../lib/money.js';

// French texts of the printed documents; money and days come from the one formatter each of the app.

const KG = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });

/** "12,5 kg", "1,625 kg", "3 pièces", "1 pièce". */
export function quantityText(quantity: number, unit: 'kg' | 'piece'): string {
  if (unit === 'kg') return `${KG.format(quantity)}\u00a0kg`;
  return `${KG.format(quantity)}\u00a0pièce${quantity > 1 ? 's' : ''}`;
}

/** "32,90 € / kg", "4,50 € / pièce". */
export const unitPriceText = (price: number, unit: 'kg' | 'piece') =>
  `${formatEuros(price)}\u00a0/\u00a0${unit === 'kg' ? 'kg' : 'pièce'}`;

export { formatEuros, frenchDay };

export const modeText = (mode: 'Pickup' | 'Delivery') => (mode === 'Pickup' ? 'Retrait en boutique' : 'Livraison');

/** "9 h – 10 h" for a time window, or an empty string. */
export const windowText = (window: { starts: string; ends: string } | null) =>
  window ? (hoursText([{ opens: window.starts, closes: window.ends }]) ?? '') : '';

/** "jeudi 24 décembre" → "Jeudi 24 décembre". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "24/12/2026 à 07:45", in Paris. */
const PRINTED_AT = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
export const printedAtText = (at: Date) => `Imprimé le ${PRINTED_AT.format(at).replace(' ', ' à ')}`;

/** "+33612345601" → "06 12 34 56 01" (a French number as people read it); other countries as stored. */
export function phoneText(e164: string): string {
  const french = /^\+33(\d{9})$/.exec(e164)?.[1];
  return french ? `0${french}`.replace(/(\d{2})(?=\d)/g, '$1\u00a0') : e164;
}

/** "24/12/2026". */
export const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
