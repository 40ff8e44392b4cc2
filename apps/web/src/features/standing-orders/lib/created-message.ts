import type { StandingOrder } from '@boucherie/contract';
import { formatDay, formatWeekdays } from './standing-labels';

/** The toast after "Enregistrer": the days and the first order's date. */
export function createdMessage(standing: StandingOrder): string {
  const when = standing.nextDate ? ` La première est prévue le ${formatDay(standing.nextDate)}.` : '';
  return `Votre commande récurrente est enregistrée\u00a0: ${formatWeekdays(standing.weekdays)}.${when}`;
}
