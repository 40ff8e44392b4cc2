import { describe, expect, it } from 'vitest';
import { withFirstOfMonth } from './french-date.js';

const long = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const withYear = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('withFirstOfMonth', () => {
  it('writes the first of the month "1er", in every form Intl gives', () => {
    expect(withFirstOfMonth(long.format(day('2026-12-01')))).toBe('mardi 1er décembre');
    expect(withFirstOfMonth(withYear.format(day('2027-01-01')))).toBe('1er janvier 2027');
    expect(withFirstOfMonth('1\u00a0mars')).toBe('1er\u00a0mars');
    expect(withFirstOfMonth('Livraison le vendredi 1 mai.')).toBe('Livraison le vendredi 1er mai.');
    const short = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(withFirstOfMonth(short.format(day('2026-12-01')))).toBe('1er déc. 2026');
    expect(withFirstOfMonth(short.format(day('2027-02-01')))).toBe('1er févr. 2027');
    expect(withFirstOfMonth(short.format(day('2026-12-21')))).toBe('21 déc. 2026');
  });

  it('leaves every other day alone, and numbers that are not days', () => {
    for (const iso of ['2026-12-11', '2026-12-21', '2026-12-31', '2026-11-02', '2026-11-10']) {
      const text = long.format(day(iso));
      expect(withFirstOfMonth(text)).toBe(text);
    }
    expect(withFirstOfMonth('mardi 21 décembre')).toBe('mardi 21 décembre');
    expect(withFirstOfMonth('1,5 kg')).toBe('1,5 kg');
    expect(withFirstOfMonth('n° 2026-000001 prête')).toBe('n° 2026-000001 prête');
    expect(withFirstOfMonth('1er mai')).toBe('1er mai');
    expect(withFirstOfMonth('1 pièce')).toBe('1 pièce');
  });
});
