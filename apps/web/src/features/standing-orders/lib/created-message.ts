import type { StandingOrder } from '@boucherie/contract';
import { formatDay, formatWeekdays } from './standing-labels';

/** The toast after "Enregistrer": the days and the first order's date. */
export function createdMessage(standing: StandingOrder): string {
  const first = standing.nextOccurrences.find((o) => o.status === 'Planned' || o.status === 'Placed');
  const when = first ? ` La première est prévue le ${formatDay(first.date)}.` : '';
  return `Votre commande récurrente est enregistrée\u00a0: ${formatWeekdays(standing.weekdays)}.${when}`;
}
