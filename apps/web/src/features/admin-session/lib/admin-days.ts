import { addDays, isCalendarDate } from '@boucherie/contract';
import { capitalize, formatDate } from '../../../lib/format';
import { todayInParis } from '../../../lib/paris-day';

/** Today in Paris ("2026-11-20"), whatever the tablet's own time zone. */
export { todayInParis };

/** A `date` parameter, when it is a real day; otherwise null (the board shows today). */
export const readDay = (value: string | null): string | null => (value && isCalendarDate(value) ? value : null);

/** "2026-11-21" → "samedi 21 novembre". */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** "2026-11-25" → "25 novembre", "2026-12-01" → "1er décembre". */
export const formatDayMonth = (day: string) => formatDate(`${day}T12:00:00Z`, 'dayMonth');

/** Whether staff name this day by its place ("Aujourd’hui", "Demain", "Hier") rather than its date. */
export const isNearDay = (day: string, today: string = todayInParis()) =>
  day === today || day === addDays(today, 1) || day === addDays(today, -1);

/** The day as staff say it: "Aujourd'hui", "Demain", "Hier", or "Samedi 21 novembre". */
export function dayName(day: string, today: string = todayInParis()): string {
  if (day === today) return 'Aujourd’hui';
  if (day === addDays(today, 1)) return 'Demain';
  if (day === addDays(today, -1)) return 'Hier';
  return capitalize(formatDay(day));
}
