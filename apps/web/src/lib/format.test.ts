import { withFirstOfMonth } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import {
  deName,
  formatDate,
  formatDateTime,
  formatEuros,
  formatNumber,
  formatQuantity,
  formatTime,
  formatTimeOf,
  formatTimeRange,
  formatWeekday,
  formatWeight,
  quantityFieldLabel,
} from './format';

// What fr-FR gives (CLDR): a no-break space before the sign, a narrow no-break space between thousands.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatEuros', () => {
  it('writes euros the French way, with a no-break space before the sign', () => {
    expect(formatEuros(12.5)).toBe(`12,50${NBSP}€`);
    expect(formatEuros(4.5)).toBe(`4,50${NBSP}€`);
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatEuros(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('rounds to the cent', () => {
    expect(formatEuros(0.1 + 0.2)).toBe(`0,30${NBSP}€`);
  });
});

describe('French numbers without Intl', () => {
  // formatEuros and formatNumber are written by hand (Intl's first use is slow on a phone): they
  // must say exactly what Intl says, rounding included.
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  const twoDecimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
  const samples = [
    0, -0, 0.005, 0.015, 0.045, 0.05, 0.95, 0.99, 0.995, 1, 1.005, 1.05, 1.15, 1.25, 1.45, 2.675, 9.995, 12.5, 99.95,
    999.99, 999.995, 1000, 1234.5, 99_999.99, 123_456.785, 1_234_567.891, -1.5, -1234.56, -0.001,
  ];
  // Every cent to 1 000 €, every tenth of a cent below 20 €, and a spread of larger amounts.
  for (let cents = 0; cents <= 100_000; cents++) samples.push(cents / 100);
  for (let mills = 0; mills <= 20_000; mills++) samples.push(mills / 1000);
  for (let i = 0; i < 2000; i++) samples.push(Math.round(Math.sin(i) * 1e9) / 1000);

  it('formats euros exactly as Intl does', () => {
    const wrong = samples.filter((n) => formatEuros(n) !== euros.format(n));
    expect(wrong.map((n) => [n, formatEuros(n), euros.format(n)]).slice(0, 5)).toEqual([]);
  });

  it('formats two-decimal quantities exactly as Intl does', () => {
    const wrong = samples.filter((n) => formatNumber(n) !== twoDecimals.format(n));
    expect(wrong.map((n) => [n, formatNumber(n), twoDecimals.format(n)]).slice(0, 5)).toEqual([]);
  });
});

describe('date and time helpers', () => {
  it('writes times as "8 h" and "14 h 30"', () => {
    expect(formatTime('08:00')).toBe('8\u00a0h');
    expect(formatTime('14:30')).toBe('14\u00a0h\u00a030');
  });

  it('names ISO weekdays in French', () => {
    expect(formatWeekday(1)).toBe('lundi');
    expect(formatWeekday(7)).toBe('dimanche');
  });

  it('writes a date as "vendredi 27 novembre" in Paris time', () => {
    expect(formatDate('2026-11-27T05:00:00Z')).toBe('vendredi 27 novembre');
    // 23:30 UTC on the 26th is already the 27th in Paris.
    expect(formatDate('2026-11-26T23:30:00Z')).toBe('vendredi 27 novembre');
  });

  it('writes a range of hours that never breaks across lines', () => {
    expect(formatTimeRange('15:00', '19:00')).toBe('15\u00a0h\u00a0–\u2060\u00a019\u00a0h');
    // No place to break: only no-break spaces, and the word joiner after the dash.
    expect(formatTimeRange('08:30', '12:30')).not.toMatch(/[ \t]/);
  });

  it('writes the first of the month "1er", and no other day', () => {
    expect(formatDate('2026-12-01T05:00:00Z')).toBe('mardi 1er décembre');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('vendredi 1er janvier');
    expect(formatDate('2026-12-11T05:00:00Z')).toBe('vendredi 11 décembre');
    expect(formatDate('2026-12-21T05:00:00Z')).toBe('lundi 21 décembre');
    expect(formatDateTime('2026-12-01T08:05:00Z')).toBe('mardi 1er décembre à 9\u00a0h\u00a005');
  });

  it('writes dates and times exactly as Intl does in Paris, at every hour of ten years (clock changes included)', () => {
    // formatDate and formatTimeOf are written by hand (Intl's first formatter is slow on a phone, issue 43).
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'Europe/Paris' });
    const styles = {
      long: intl({ weekday: 'long', day: 'numeric', month: 'long' }),
      dayMonth: intl({ day: 'numeric', month: 'long' }),
      dayMonthYear: intl({ day: 'numeric', month: 'long', year: 'numeric' }),
      short: intl({ day: 'numeric', month: 'short', year: 'numeric' }),
    } as const;
    const clock = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Paris',
    });
    const mismatches: string[] = [];
    const start = Date.UTC(2024, 0, 1);
    const times: number[] = [];
    for (let time = start; time < Date.UTC(2034, 0, 1); time += 3_600_000 + 7 * 60_000) times.push(time);
    // A minute either side of each clock change (01:00 UTC on the last Sunday of March and of October).
    for (let year = 2024; year < 2034; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        times.push(change - 60_000, change, change + 60_000);
      }
    }
    for (const time of times) {
      const at = new Date(time);
      for (const [style, format] of Object.entries(styles)) {
        const expected = withFirstOfMonth(format.format(at));
        const actual = formatDate(at, style as keyof typeof styles);
        if (actual !== expected) mismatches.push(`${at.toISOString()} ${style}: ${actual} ≠ ${expected}`);
      }
      const expectedTime = formatTime(clock.format(at));
      if (formatTimeOf(at) !== expectedTime)
        mismatches.push(`${at.toISOString()}: ${formatTimeOf(at)} ≠ ${expectedTime}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('writes weights in g or kg', () => {
    expect(formatWeight(250)).toBe('250\u00a0g');
    expect(formatWeight(1200)).toBe('1,2\u00a0kg');
  });
});

describe('formatQuantity', () => {
  it('writes up to two decimals with a comma, and pieces in the plural from two', () => {
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatNumber(0.25)).toBe('0,25');
    expect(formatQuantity(0.25, 'kg')).toBe(`0,25${NBSP}kg`);
    expect(formatQuantity(1.5, 'kg')).toBe(`1,5${NBSP}kg`);
    expect(formatQuantity(1, 'piece')).toBe(`1${NBSP}pièce`);
    expect(formatQuantity(3, 'piece')).toBe(`3${NBSP}pièces`);
  });
});

describe('quantityFieldLabel', () => {
  it('elides « de » before a vowel, never before an h (hampe, hachis: h aspiré)', () => {
    expect(quantityFieldLabel('Entrecôte', 'kg')).toBe('Quantité d’Entrecôte en kilogrammes');
    expect(quantityFieldLabel('Œufs fermiers', 'piece')).toBe('Quantité d’Œufs fermiers en pièces');
    expect(quantityFieldLabel('Merguez', 'kg')).toBe('Quantité de Merguez en kilogrammes');
    expect(deName('Hampe')).toBe('de Hampe');
  });
});
