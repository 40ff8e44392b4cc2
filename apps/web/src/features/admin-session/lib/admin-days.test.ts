import { describe, expect, it } from 'vitest';
import { dayName, formatDayMonth, readDay, todayInParis } from './admin-days';

describe('the back office’s days', () => {
  it('names today, tomorrow and yesterday as staff say them, other days in full', () => {
    expect(dayName('2026-11-24', '2026-11-24')).toBe('Aujourd’hui');
    expect(dayName('2026-11-25', '2026-11-24')).toBe('Demain');
    expect(dayName('2026-11-23', '2026-11-24')).toBe('Hier');
    expect(dayName('2026-12-24', '2026-11-24')).toBe('Jeudi 24 décembre');
    expect(dayName('2026-12-01', '2026-11-24')).toBe('Mardi 1er décembre');
    expect(formatDayMonth('2026-12-01')).toBe('1er décembre');
    expect(formatDayMonth('2026-12-21')).toBe('21 décembre');
  });

  it('takes today in Paris, whatever the tablet’s clock zone', () => {
    expect(todayInParis(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });

  it('reads only real days from the address', () => {
    expect(readDay('2026-11-24')).toBe('2026-11-24');
    expect(readDay('2026-02-30')).toBeNull();
    expect(readDay('demain')).toBeNull();
    expect(readDay(null)).toBeNull();
  });
});
