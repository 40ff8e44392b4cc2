import type { OrderSlot, OrderSlotsResponse } from '@boucherie/contract';
import { formatTimeOf, formatWeekday } from '../../../lib/format';
import { formatDay, isoWeekday, parisDay } from '../lib/order-days';
import type { CartLineSummary } from '../lib/order-form';

/** Why tomorrow is not among the days, in a sentence; null when it is offered (or a closure already says it). */
export function tomorrowMissing(
  tomorrow: OrderSlotsResponse['tomorrow'],
  closures: OrderSlotsResponse['closures'],
): string | null {
  const { date, cutOffAt, refusal } = tomorrow;
  if (refusal === null || refusal === 'beyond-horizon') return null;
  const day = `Demain, ${formatDay(date)}`;
  switch (refusal) {
    case 'past-cut-off':
    case 'holiday-closed':
      return `${day}, n’est plus proposé\u00a0: ses commandes ont fermé ${formatWeekday(isoWeekday(parisDay(cutOffAt)))} à ${formatTimeOf(cutOffAt)}.`;
    case 'closed':
      return closures.some((c) => c.date === date) ? null : `${day}, la boutique est fermée.`;
    case 'full':
      return `${day}, est complet.`;
    case 'not-yet-open':
      return `${day}, n’est pas encore ouvert aux commandes.`;
  }
}

/** The cart's lines a holiday day does not take (its festive list), by designation. */
export function linesRefusedOn(slot: OrderSlot | undefined, lines: readonly CartLineSummary[]) {
  const listed = slot?.holiday?.articleIds ?? [];
  if (listed.length === 0) return [];
  return lines.filter((line) => !listed.includes(line.articleId));
}

/** Said as soon as the day is chosen, before « Valider ma commande »: which lines that holiday day does not take. */
export function HolidayLinesNote({ slot, refused }: { slot: OrderSlot; refused: readonly CartLineSummary[] }) {
  if (refused.length === 0 || !slot.holiday) return null;
  const names = refused.map((line) => `«\u00a0${line.designation}\u00a0»`).join(', ');
  const many = refused.length > 1;
  return (
    <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      {`Les commandes de ${slot.holiday.label} du ${formatDay(slot.date)} ne prennent que le menu de fête\u00a0: ${names} ${
        many ? 'n’en font' : 'n’en fait'
      } pas partie. Retirez-${many ? 'les' : 'le'} du panier ou choisissez une autre date.`}
    </p>
  );
}
