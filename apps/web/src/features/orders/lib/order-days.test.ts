import type { OrderSlot } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { dayAsInstant, defaultSlotDay, formatDay, formatPeriods, parisDay, tomorrowInParis } from './order-days';

const slot = (date: string): OrderSlot => ({
  date,
  weekday: 1,
  cutOffAt: '2026-11-20T17:00:00.000Z',
  periods: [],
  windows: [],
  holiday: null,
  paymentMethods: ['counter'],
});

describe('order days', () => {
  it('reads tomorrow in Paris, across midnight and daylight saving', () => {
    // 23:30 UTC on 21 November is already 22 November in Paris.
    expect(tomorrowInParis(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-23');
    expect(tomorrowInParis(new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-29');
  });

  it('keeps a chosen day as that day at 06:00 in Paris, and reads it back', () => {
    expect(dayAsInstant('2026-11-21')).toBe('2026-11-21T05:00:00.000Z');
    expect(dayAsInstant('2026-07-14')).toBe('2026-07-14T04:00:00.000Z');
    expect(parisDay(dayAsInstant('2026-03-29'))).toBe('2026-03-29');
  });

  it('writes days and opening times the French way', () => {
    expect(formatDay('2026-11-21')).toBe('samedi 21 novembre');
    expect(
      formatPeriods([
        { opens: '08:00', closes: '12:30' },
        { opens: '14:30', closes: '19:00' },
      ]),
    ).toBe('8\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030 et 14\u00a0h\u00a030\u00a0–\u2060\u00a019\u00a0h');
  });

  it('shows the chosen day while selectable, else tomorrow, else the first day', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const slots = [slot('2026-11-21'), slot('2026-11-22'), slot('2026-11-24')];
    expect(defaultSlotDay(slots, '2026-11-24', now)).toBe('2026-11-24');
    expect(defaultSlotDay(slots, '2026-11-23', now)).toBe('2026-11-21');
    expect(defaultSlotDay(slots, null, now)).toBe('2026-11-21');
    expect(defaultSlotDay(slots.slice(1), null, now)).toBe('2026-11-22');
    expect(defaultSlotDay([], null, now)).toBeNull();
  });
});
