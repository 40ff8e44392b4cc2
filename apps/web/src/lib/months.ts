import { parisDate } from '@boucherie/contract';
import { once } from './format';

const MONTH = once(() => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** "2026-11" → "Novembre 2026". */
export function monthLabel(month: string): string {
  const text = MONTH().format(new Date(`${month}-15T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The current month (Paris) and the `count - 1` before it, newest first: "2026-11", "2026-10", … */
export function recentMonths(now: Date, count = 12): string[] {
  const [year, month] = parisDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
