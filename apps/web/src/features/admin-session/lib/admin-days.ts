import { addDays, isCalendarDate, parisDate } from '@boucherie/contract';
import { capitalize, formatDate } from '../../../lib/format';

/** Today in Paris ("2026-11-20"), whatever the tablet's own time zone. */
export const todayInParis = (now: Date = new Date()) => parisDate(now);

/** A `date` parameter, when it is a real day; otherwise null (the board shows today). */
export const readDay = (value: string | null): string | null => (value && isCalendarDate(value) ? value : null);

/** "2026-11-21" → "samedi 21 novembre". */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** The day as staff say it: "Aujourd'hui", "Demain", "Hier", or "Samedi 21 novembre". */
export function dayName(day: string, today: string = todayInParis()): string {
  if (day === today) return 'Aujourd’hui';
  if (day === addDays(today, 1)) return 'Demain';
  if (day === addDays(today, -1)) return 'Hier';
  return capitalize(formatDay(day));
}
