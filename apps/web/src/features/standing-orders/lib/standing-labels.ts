import type { LeftOutReason, SkipReason, StandingOrder, StandingOrderOccurrence } from '@boucherie/contract';
import { formatDate, formatDateTime, formatWeekday } from '../../../lib/format';

// What a person reads about a standing order: its days, its state, why a date was skipped.

/** "2026-11-27" → "vendredi 27 novembre". */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** "lundi", "lundi et jeudi", "lundi, mercredi et vendredi". */
function list(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} et ${words.at(-1)}`;
}

/** [2, 5] → "chaque mardi et vendredi"; all seven → "tous les jours". */
export function formatWeekdays(weekdays: readonly number[]): string {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  if (sorted.length === 7) return 'tous les jours';
  return `chaque ${list(sorted.map(formatWeekday))}`;
}

/** "du mardi 1er décembre au jeudi 31 décembre", or "à partir du mardi 1er décembre" without an end. */
export function formatPeriod(order: Pick<StandingOrder, 'startDate' | 'endDate'>): string {
  return order.endDate
    ? `du ${formatDay(order.startDate)} au ${formatDay(order.endDate)}`
    : `à partir du ${formatDay(order.startDate)}, sans date de fin`;
}

export const STATE_LABELS: Record<StandingOrder['state'], string> = {
  Active: 'Active',
  Paused: 'En pause',
  Ended: 'Terminée',
};

export const STATE_TONES: Record<StandingOrder['state'], string> = {
  Active: 'border-primary-700 bg-primary-50 text-primary-900',
  Paused: 'border-amber-700 bg-amber-50 text-amber-900',
  Ended: 'border-gray-500 bg-gray-100 text-gray-800',
};

const SKIP_LABELS: Record<SkipReason, string> = {
  Customer: 'Sautée à votre demande',
  Closed: 'Boutique fermée ce jour-là',
  Full: 'Plus de place ce jour-là',
  Unavailable: 'Aucun des articles n’était disponible',
  Refused: 'Commande refusée',
  AlreadyOrdered: 'Déjà commandé ce jour-là',
};

const LEFT_OUT_LABELS: Record<LeftOutReason, string> = {
  Withdrawn: 'plus en vente',
  OutOfStock: 'en rupture',
  NotOffered: 'non proposé ce jour-là',
  SoldOut: 'épuisé ce jour-là',
};

/** Why a date was not placed, in French: the reason, and the server's detail when it gives one. */
export function skipText(occurrence: Pick<StandingOrderOccurrence, 'skipReason' | 'message'>): string {
  const reason = occurrence.skipReason ? SKIP_LABELS[occurrence.skipReason] : 'Non passée';
  if (!occurrence.message || occurrence.skipReason === 'Customer') return reason;
  // The server's sentence names the order already there: it says it all.
  if (occurrence.skipReason === 'AlreadyOrdered') return occurrence.message;
  return `${reason}\u00a0: ${occurrence.message}`;
}

export const leftOutLabel = (reason: LeftOutReason) => LEFT_OUT_LABELS[reason];

/** "Bavette (plus en vente), Quiche lorraine (en rupture)". */
export function leftOutText(leftOut: StandingOrderOccurrence['leftOut']): string {
  return leftOut.map((line) => `${line.designation} (${LEFT_OUT_LABELS[line.reason]})`).join(', ');
}

/** What a coming date will do, said in a line. */
export function occurrenceText(occurrence: StandingOrderOccurrence, now: Date = new Date()): string {
  switch (occurrence.status) {
    case 'Planned':
      return occurrence.placeAt ? `Passée automatiquement le ${formatDateTime(occurrence.placeAt)}` : 'Prévue';
    case 'Paused':
      return 'En pause';
    case 'Placed':
      return occurrence.cutOffAt && Date.parse(occurrence.cutOffAt) > now.getTime()
        ? `Commande passée, modifiable jusqu’au ${formatDateTime(occurrence.cutOffAt)}`
        : 'Commande passée';
    case 'Skipped':
      return skipText(occurrence);
  }
}
