import { describe, expect, it } from 'vitest';
import { defaultOrderDate } from './default-order-date';

describe('defaultOrderDate', () => {
  it('is tomorrow at 06:00 in Paris, winter (UTC+1) and summer (UTC+2)', () => {
    expect(defaultOrderDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-23T05:00:00.000Z');
    expect(defaultOrderDate(new Date('2026-07-14T10:00:00Z'))).toBe('2026-07-15T04:00:00.000Z');
  });

  it('counts the day in Paris, not in UTC', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Paris.
    expect(defaultOrderDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-24T05:00:00.000Z');
  });

  it('crosses a month end and the daylight-saving change', () => {
    expect(defaultOrderDate(new Date('2026-10-24T12:00:00Z'))).toBe('2026-10-25T05:00:00.000Z');
    expect(defaultOrderDate(new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-29T04:00:00.000Z');
    expect(defaultOrderDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01T05:00:00.000Z');
  });
});
