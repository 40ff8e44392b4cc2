import { formatDate, formatEuros, formatNumber, formatWeekday } from '../../../lib/format';

/** "2026-11-03" → "3 novembre 2026", "2026-11-01" → "1er novembre 2026". */
export const formatLongDay = (day: string) => formatDate(`${day}T12:00:00Z`, 'dayMonthYear');

/** "2026-11-03" → "mardi 3 novembre". */
export const formatDayName = (day: string) => formatDate(`${day}T12:00:00Z`);

/** "2026-11-03" → "03/11": an axis label. */
export const formatShortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** 2 → "mar.": an axis label. */
export const formatShortWeekday = (weekday: number) => `${formatWeekday(weekday).slice(0, 3)}.`;

/** 3 → "3 commandes", 1 → "1 commande". */
export const formatOrders = (count: number) => `${formatNumber(count)}\u00a0commande${count >= 2 ? 's' : ''}`;

/** Kilograms sold, to the tenth: "12,4 kg". */
export const formatKg = (kg: number) => `${formatNumber(kg)}\u00a0kg`;

/** Pieces sold: "3 pièces". */
export const formatPieces = (pieces: number) => `${formatNumber(pieces)}\u00a0pièce${pieces >= 2 ? 's' : ''}`;

/** Whole euros for an axis: "1 250 €". */
export const formatAxisEuros = (amount: number) => formatEuros(Math.round(amount)).replace(/,00(?=\u00a0€)/, '');

/** 0.667 → "67 %". */
export const formatShare = (part: number, whole: number) =>
  `${whole > 0 ? Math.round((part * 100) / whole) : 0}\u00a0%`;

export const MODE_LABELS = { Pickup: 'Retrait en boutique', Delivery: 'Livraison' } as const;
