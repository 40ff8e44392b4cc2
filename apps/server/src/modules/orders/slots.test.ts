import { describe, expect, it } from 'vitest';
import {
  closuresWithin,
  cutOffOf,
  refusalFor,
  type Schedule,
  selectableDates,
  tomorrowOf,
} from '../calendar/calendar-rules.js';

const open = [{ opens: '08:00', closes: '12:30' }];
const schedule: Schedule = {
  // Closed on Mondays, open every other day.
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, periods: weekday === 1 ? [] : open })),
  closingDays: [{ date: '2026-12-25', reason: 'Noël' }],
  cutOff: { daysBefore: 1, time: '18:00' },
  dailyCapacity: 2,
  bookingHorizonDays: 60,
};
const none = new Map<string, number>();

describe('order dates', () => {
  it('closes orders for a day at 18:00 Paris time the day before', () => {
    // Friday 20 November 2026, winter time: 18:00 in Paris is 17:00 UTC.
    expect(refusalFor(schedule, '2026-11-21', new Date('2026-11-20T16:59:59Z'), 0)).toBeNull();
    expect(refusalFor(schedule, '2026-11-21', new Date('2026-11-20T17:00:00Z'), 0)).toBe('past-cut-off');
    expect(refusalFor(schedule, '2026-11-20', new Date('2026-11-20T08:00:00Z'), 0)).toBe('past-cut-off');
  });

  it('tells the cut-off instant of a day: the shop’s, or a holiday day’s own (the customer’s cancel uses it)', () => {
    expect(cutOffOf(schedule, '2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    const holiday = {
      date: '2026-12-24',
      label: 'Noël',
      ordersOpenAt: new Date('2026-12-01T08:00:00Z'),
      cutOffAt: new Date('2026-12-20T17:00:00Z'),
      capacity: 50,
      articleIds: [],
    };
    expect(cutOffOf({ ...schedule, holidays: [holiday] }, '2026-12-24').toISOString()).toBe('2026-12-20T17:00:00.000Z');
    expect(cutOffOf({ ...schedule, holidays: [holiday] }, '2026-12-23').toISOString()).toBe('2026-12-22T17:00:00.000Z');
  });

  it('refuses closed days: Mondays and closing days', () => {
    expect(refusalFor(schedule, '2026-11-23', new Date('2026-11-20T08:00:00Z'), 0)).toBe('closed');
    expect(refusalFor(schedule, '2026-12-25', new Date('2026-11-20T08:00:00Z'), 0)).toBe('closed');
  });

  it('refuses a full day', () => {
    expect(refusalFor(schedule, '2026-11-21', new Date('2026-11-20T08:00:00Z'), 2)).toBe('full');
    expect(refusalFor(schedule, '2026-11-21', new Date('2026-11-20T08:00:00Z'), 1)).toBeNull();
  });

  it('follows the daylight-saving change: the cut-off is 18:00 on Paris clocks', () => {
    // Sunday 29 March 2026 is the spring change; its cut-off is Saturday 28 March 18:00 (UTC+1) = 17:00 UTC.
    expect(refusalFor(schedule, '2026-03-29', new Date('2026-03-28T16:59:00Z'), 0)).toBeNull();
    expect(refusalFor(schedule, '2026-03-29', new Date('2026-03-28T17:00:00Z'), 0)).toBe('past-cut-off');
    // Monday 30 March is closed; Tuesday 31's cut-off is Monday 30 March 18:00 (UTC+2) = 16:00 UTC.
    expect(refusalFor(schedule, '2026-03-31', new Date('2026-03-30T15:59:00Z'), 0)).toBeNull();
    expect(refusalFor(schedule, '2026-03-31', new Date('2026-03-30T16:00:00Z'), 0)).toBe('past-cut-off');
  });

  it('refuses a date beyond the booking horizon (today plus 60 days, Paris time) and never offers one', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    // 20 November + 60 days = Tuesday 19 January 2027, the last bookable day.
    expect(refusalFor(schedule, '2027-01-19', now, 0)).toBeNull();
    expect(refusalFor(schedule, '2027-01-20', now, 0)).toBe('beyond-horizon');
    expect(refusalFor(schedule, '2999-01-01', now, 0)).toBe('beyond-horizon');
    const short = { ...schedule, bookingHorizonDays: 5 };
    expect(selectableDates(short, now, none).map((s) => s.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('lists every selectable date up to the horizon, each with its opening times and cut-off instant', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    const slots = selectableDates(schedule, now, new Map([['2026-11-22', 2]]));
    expect(slots.slice(0, 4).map((s) => s.date)).toEqual(['2026-11-21', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(slots[0]).toEqual({
      date: '2026-11-21',
      weekday: 6,
      cutOffAt: '2026-11-20T17:00:00.000Z',
      holiday: null,
      periods: open,
    });
    // 21 November to 19 January: 60 days, less 9 Mondays, the full 22nd and Christmas Day.
    expect(slots).toHaveLength(49);
    expect(slots.at(-1)?.date).toBe('2027-01-19');
    // 19–23 December, the busiest week, is there on 20 November.
    expect(slots.map((s) => s.date)).toEqual(
      expect.arrayContaining(['2026-12-19', '2026-12-20', '2026-12-22', '2026-12-23']),
    );
  });

  it('names the closing days within the horizon, and why tomorrow is missing', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    const withInventory = {
      ...schedule,
      closingDays: [...schedule.closingDays, { date: '2027-03-02', reason: 'Far away' }],
    };
    expect(closuresWithin(withInventory, now)).toEqual([{ date: '2026-12-25', reason: 'Noël' }]);
    // Friday 20 November at 18:00 Paris: Saturday's orders have closed.
    expect(tomorrowOf(schedule, new Date('2026-11-20T17:00:00Z'), none)).toEqual({
      date: '2026-11-21',
      cutOffAt: '2026-11-20T17:00:00.000Z',
      refusal: 'past-cut-off',
    });
    expect(tomorrowOf(schedule, now, none).refusal).toBeNull();
  });

  it('carries a holiday day’s own cut-off and festive articles on its slot', () => {
    const holiday = {
      date: '2026-12-24',
      label: 'Noël',
      ordersOpenAt: new Date('2026-11-01T08:00:00Z'),
      cutOffAt: new Date('2026-12-20T17:00:00Z'),
      capacity: 50,
      articleIds: [7, 9],
    };
    const slot = selectableDates({ ...schedule, holidays: [holiday] }, new Date('2026-11-20T09:00:00Z'), none).find(
      (s) => s.date === '2026-12-24',
    );
    expect(slot?.cutOffAt).toBe('2026-12-20T17:00:00.000Z');
    expect(slot?.holiday).toEqual({
      label: 'Noël',
      cutOffAt: '2026-12-20T18:00',
      limitedArticles: true,
      articleIds: [7, 9],
    });
  });
});
