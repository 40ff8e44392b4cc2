import { parisDate, withFirstOfMonth } from '@boucherie/contract';

// The server's one way to write days, times and opening hours in French (messages, documents, refusals).

const DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "samedi 21 novembre" for "2026-11-21", "mardi 1er décembre" for "2026-12-01". */
export const frenchDay = (date: string) => withFirstOfMonth(DAY.format(new Date(`${date}T12:00:00Z`)));
const DAY_WITH_YEAR = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "samedi 21 novembre 2026" for "2026-11-21" (or an instant's date part): for a text read years later. */
export const frenchDayWithYear = (date: string) =>
  withFirstOfMonth(DAY_WITH_YEAR.format(new Date(`${date.slice(0, 10)}T12:00:00Z`)));

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "novembre 2026" for "2026-11". */
export const frenchMonth = (month: string) => MONTH.format(new Date(`${month}-15T12:00:00Z`));

const WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });

/** 1 → "lundi", 7 → "dimanche" (ISO weekdays; 2026-11-23 was a Monday). */
export const frenchWeekday = (weekday: number) => WEEKDAY.format(new Date(Date.UTC(2026, 10, 22 + weekday)));

/** "9 h", "14 h 30" for "09:00", "14:30". */
export function frenchTime(time: string): string {
  const [h, m] = time.split(':');
  return m === '00' ? `${Number(h)}\u00a0h` : `${Number(h)}\u00a0h\u00a0${m}`;
}

/** "samedi 21 novembre à 18 h": an instant on Paris clocks. */
export function frenchMoment(at: Date): string {
  const [date = '', time = ''] = parisClock(at).split('T');
  return `${frenchDay(date)} à ${frenchTime(time)}`;
}

/** "de 9 h à 12 h 30 et de 14 h à 19 h": a day's opening hours in a sentence; null when the shop is closed. */
export function openingText(periods: { opens: string; closes: string }[]): string | null {
  if (periods.length === 0) return null;
  return periods.map((p) => `de ${frenchTime(p.opens)} à ${frenchTime(p.closes)}`).join(' et ');
}

/** "9 h – 12 h 30 et 14 h – 19 h", or null when the shop is closed that day. */
export function hoursText(periods: { opens: string; closes: string }[]): string | null {
  if (periods.length === 0) return null;
  return periods.map((p) => `${frenchTime(p.opens)}\u00a0–\u00a0${frenchTime(p.closes)}`).join(' et ');
}

/** "2026-12-20T18:00": an instant on Paris clocks. */
export function parisClock(at: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${parisDate(at)}T${time}`;
}
