import { addDays, type OrderSlot } from '@boucherie/contract';
import { formatDate, formatTimeOf, formatTimeRange, formatWeekday } from '../../../lib/format';
import { parisDay, tomorrowInParis } from '../../../lib/paris-day';
import { defaultOrderDate } from '../../session';

// The Paris day of an instant and tomorrow in Paris, for the order screens (one helper for the whole web).
export { parisDay, tomorrowInParis };

/**
 * A day as the session keeps the selected date: that day at 06:00 in Paris (an instant). The session's
 * own helper gives "tomorrow 06:00" of any moment, so it is asked from noon (UTC) the day before.
 */
export function dayAsInstant(day: string): string {
  const [year, month, date] = addDays(day, -1).split('-').map(Number) as [number, number, number];
  return defaultOrderDate(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** "2026-11-21" → "samedi 21 novembre". */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00Z`);
}

/** The opening times of a day: "8 h – 12 h 30 et 14 h 30 – 19 h". */
export function formatPeriods(periods: OrderSlot['periods']): string {
  return periods.map((p) => formatTimeRange(p.opens, p.closes)).join(' et ');
}

/**
 * The day shown as chosen: the customer's own choice while it is selectable, else tomorrow (the
 * specification's default) when selectable, else the first selectable day.
 */
export function defaultSlotDay(slots: readonly OrderSlot[], preferred: string | null, now: Date = new Date()) {
  const selectable = (day: string | null) => day !== null && slots.some((slot) => slot.date === day);
  if (selectable(preferred)) return preferred;
  const tomorrow = tomorrowInParis(now);
  if (selectable(tomorrow)) return tomorrow;
  return slots[0]?.date ?? null;
}

/** ISO weekday of a day: 1 = lundi … 7 = dimanche. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * When a day's orders close, as the chooser says it: « Commandez avant 18 h aujourd’hui », « Commandez avant
 * mercredi 18 h » within the week, « Commandez avant le mardi 15 décembre à 18 h » further on.
 */
export function formatCutOff(cutOffAt: string, now: Date = new Date()): string {
  const day = parisDay(cutOffAt);
  const today = parisDay(now);
  const time = formatTimeOf(cutOffAt);
  if (day === today) return `Commandez avant ${time} aujourd’hui`;
  if (day > today && day <= addDays(today, 6)) return `Commandez avant ${formatWeekday(isoWeekday(day))} ${time}`;
  return `Commandez avant le ${formatDay(day)} à ${time}`;
}
