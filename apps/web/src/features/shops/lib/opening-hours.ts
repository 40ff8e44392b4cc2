import type { Shop } from '@boucherie/contract';
import { capitalize, formatTimeRange, formatWeekday } from '../../../lib/format';

export type OpeningLine = { days: string; hours: string };

function describePeriods(periods: Shop['openingHours'][number]['periods']): string {
  if (periods.length === 0) return 'fermé';
  return periods.map((p) => formatTimeRange(p.opens, p.closes)).join(', ');
}

/** Consecutive days with the same hours share a line: "Mardi – vendredi" / "8 h – 12 h 30, 14 h 30 – 19 h". */
export function openingLines(openingHours: Shop['openingHours']): OpeningLine[] {
  const days = [...openingHours].sort((a, b) => a.weekday - b.weekday);
  const lines: { first: number; last: number; hours: string }[] = [];
  for (const day of days) {
    const hours = describePeriods(day.periods);
    const previous = lines.at(-1);
    if (previous && previous.hours === hours && previous.last === day.weekday - 1) previous.last = day.weekday;
    else lines.push({ first: day.weekday, last: day.weekday, hours });
  }
  return lines.map(({ first, last, hours }) => ({
    days: capitalize(first === last ? formatWeekday(first) : `${formatWeekday(first)} – ${formatWeekday(last)}`),
    hours,
  }));
}
