// The one place that turns money, dates and times into French text.

import { withFirstOfMonth } from '@boucherie/contract';

/** Built on first use: an Intl formatter costs milliseconds that the first paint should not pay. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/**
 * |value| rounded to `decimals` places, as digits: like Intl, it rounds the number as JavaScript
 * prints it (1.15 is "1.15", though stored as 1.1499…), half away from zero.
 */
function roundedDigits(value: number, decimals: number): { whole: string; fraction: string } {
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = Math.abs(value).toFixed(decimals).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= decimals) return { whole, fraction: fraction.padEnd(decimals, '0') };
  let digits = BigInt(whole + fraction.slice(0, decimals));
  if (fraction.charCodeAt(decimals) >= 53 /* '5' */) digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  return { whole: text.slice(0, text.length - decimals), fraction: text.slice(text.length - decimals) };
}

/**
 * A number as fr-FR writes it (CLDR): a comma before the decimals and a narrow no-break space
 * between thousands. Written by hand rather than with Intl.NumberFormat, whose first use loads the
 * locale's data: tens of milliseconds on a phone, in the middle of the first page's start.
 * The tests compare it with Intl on a hundred thousand amounts.
 */
function frenchNumber(value: number, minDecimals: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { whole, fraction } = roundedDigits(value, maxDecimals);
  let shown = fraction;
  while (shown.length > minDecimals && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '\u202f');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${shown ? `,${shown}` : ''}`;
}

/** 12.5 → "12,50 €" with a no-break space before the sign (and narrow ones between thousands). */
export function formatEuros(amount: number): string {
  return `${frenchNumber(amount, 2, 2)}\u00a0€`;
}

/** "08:00" → "8 h", "14:30" → "14 h 30" (the French way of writing times). */
export function formatTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${minutes}`;
}

/**
 * "14:30", "19:00" → "14 h 30 – 19 h", never broken across lines: a no-break space does not hold after a
 * dash (line-breaking rules let a line end after "–"), so a word joiner (U+2060) follows the dash.
 */
export function formatTimeRange(opens: string, closes: string): string {
  return `${formatTime(opens)}\u00a0–\u2060\u00a0${formatTime(closes)}`;
}

/** A time window: "9 h – 10 h". */
export function formatTimeWindow(window: { starts: string; ends: string }): string {
  return formatTimeRange(window.starts, window.ends);
}

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** ISO weekday (1 = lundi … 7 = dimanche) → "lundi". */
export function formatWeekday(isoWeekday: number): string {
  return WEEKDAYS[(isoWeekday - 1 + 7) % 7] ?? '';
}

/** One decimal at most, French separators: weights. */
const oneDecimal = (value: number) => frenchNumber(value, 0, 1);
/** Two decimals at most: quantities (a 250 g steak is 0,25 kg). */
const twoDecimals = (value: number) => frenchNumber(value, 0, 2);

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
/** The months as the CLDR data of fr-FR shortens them: « nov. », but « mai », « juin », « août ». */
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

/** 01:00 UTC on the last Sunday of a month (0-based): when the clocks of the European Union change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/**
 * What a clock in Paris shows at an instant: UTC+2 from the last Sunday of March to the last Sunday of October at
 * 01:00 UTC, UTC+1 otherwise (the rule of the European Union since 1996). Worked out by hand rather than with
 * Intl.DateTimeFormat, whose first use loads the data of the locale and of the time zone: 77 ms of the catalogue's start
 * at 4× CPU (issue 43). The tests compare it with Intl at every hour of several years.
 */
export function parisClock(at: Date): {
  year: number;
  month: number;
  day: number;
  isoWeekday: number;
  hours: number;
  minutes: number;
} {
  const time = at.getTime();
  const year = at.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * 3_600_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    isoWeekday: local.getUTCDay() || 7,
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}

const DATE_STYLES = {
  /** "vendredi 27 novembre" */
  long: (d: ReturnType<typeof parisClock>) => `${formatWeekday(d.isoWeekday)} ${d.day} ${MONTHS[d.month]}`,
  /** "27 novembre" */
  dayMonth: (d: ReturnType<typeof parisClock>) => `${d.day} ${MONTHS[d.month]}`,
  /** "27 novembre 2026" */
  dayMonthYear: (d: ReturnType<typeof parisClock>) => `${d.day} ${MONTHS[d.month]} ${d.year}`,
  /** "27 nov. 2026": a table's column */
  short: (d: ReturnType<typeof parisClock>) => `${d.day} ${SHORT_MONTHS[d.month]} ${d.year}`,
};

/**
 * The web's one French date: a moment → "vendredi 27 novembre" ("mardi 1er décembre"), as seen in Paris;
 * shorter styles drop the weekday, or add the year.
 */
export function formatDate(date: Date | string, style: keyof typeof DATE_STYLES = 'long'): string {
  const at = typeof date === 'string' ? new Date(date) : date;
  // An invalid moment reads as Intl would have refused it: thrown, never « NaN undefined ».
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  return withFirstOfMonth(DATE_STYLES[style](parisClock(at)));
}

/** 250 → "250 g", 1200 → "1,2 kg". */
export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${oneDecimal(grams / 1000)}\u00a0kg` : `${oneDecimal(grams)}\u00a0g`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** A quantity as people read it: 1.5 → "1,5", 0.25 → "0,25". */
export function formatNumber(value: number): string {
  return twoDecimals(value);
}

/** A cart quantity with its unit: "1,5 kg", "1 pièce", "3 pièces". */
/** « de » before a name, elided before a vowel: « de Merguez », « d’Entrecôte » (an h stays: « de Hampe »). */
export function deName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöûüœæ]/i.test(name) ? `d\u2019${name}` : `de ${name}`;
}

/** The accessible name of an article's quantity field: « Quantité d’Entrecôte en kilogrammes ». */
export function quantityFieldLabel(designation: string, unit: 'kg' | 'piece'): string {
  return `Quantité ${deName(designation)} en ${unit === 'kg' ? 'kilogrammes' : 'pièces'}`;
}

export function formatQuantity(value: number, unit: 'kg' | 'piece'): string {
  if (unit === 'kg') return `${twoDecimals(value)}\u00a0kg`;
  return `${twoDecimals(value)}\u00a0pièce${value >= 2 ? 's' : ''}`;
}

/** A weight read on a scale, to the gram: 1.62 → "1,620 kg". */
export function formatKilograms(kg: number): string {
  return `${frenchNumber(kg, 3, 3)}\u00a0kg`;
}

/** A moment's time → "17 h 05", as seen in Paris. */
export function formatTimeOf(date: Date | string): string {
  const at = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  const { hours, minutes } = parisClock(at);
  return formatTime(`${hours}:${String(minutes).padStart(2, '0')}`);
}

/** A moment → "jeudi 19 novembre à 17 h 05", as seen in Paris. */
export function formatDateTime(date: Date | string): string {
  return `${formatDate(date)} à ${formatTimeOf(date)}`;
}
