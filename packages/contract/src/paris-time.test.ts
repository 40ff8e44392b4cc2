import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, isoWeekday, parisDate, parisInstant } from './paris-time.js';

describe('Paris calendar', () => {
  it('reads the Paris date of an instant, across midnight and daylight saving', () => {
    expect(parisDate(new Date('2026-11-20T22:59:00Z'))).toBe('2026-11-20');
    expect(parisDate(new Date('2026-11-20T23:00:00Z'))).toBe('2026-11-21');
    expect(parisDate(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(parisDate(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('finds the instant of a Paris wall-clock time in winter and summer', () => {
    expect(parisInstant('2026-11-20', '18:00').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(parisInstant('2026-07-14', '18:00').toISOString()).toBe('2026-07-14T16:00:00.000Z');
  });

  it('handles the daylight-saving change days', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00.
    expect(parisInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(parisInstant('2026-03-29', '06:00').toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect(parisInstant('2026-03-28', '18:00').toISOString()).toBe('2026-03-28T17:00:00.000Z');
    // 25 October 2026: clocks go from 03:00 back to 02:00.
    expect(parisInstant('2026-10-25', '06:00').toISOString()).toBe('2026-10-25T05:00:00.000Z');
    expect(parisInstant('2026-10-24', '18:00').toISOString()).toBe('2026-10-24T16:00:00.000Z');
  });

  it('adds days and names weekdays by ISO number', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-23')).toBe(1); // a Monday
    expect(isoWeekday('2026-11-22')).toBe(7); // a Sunday
  });

  it('recognizes real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
