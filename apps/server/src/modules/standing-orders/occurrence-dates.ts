import { addDays, isoWeekday, parisDate, parisInstant } from '@boucherie/contract';
import { cutOffOf, holidayOn, type Schedule } from '../calendar/calendar-rules.js';

// When a standing order's occurrence is placed (docs/decisions/024-standing-orders.md): at the configured
// Paris time on the day of the date's cut-off (a holiday day's own cut-off included), or an hour before a
// cut-off that comes earlier in the day; never before a holiday day's orders open.

const HOUR = 3_600_000;

export type Period = { weekdays: number[]; startDate: string; endDate: string | null };

export type Timing = { placeAt: Date; cutOffAt: Date };

export function occurrenceTiming(schedule: Schedule, date: string, placeTime: string): Timing {
  const holiday = holidayOn(schedule, date);
  const cutOffAt = cutOffOf(schedule, date);
  let placeAt = parisInstant(parisDate(cutOffAt), placeTime);
  if (placeAt.getTime() >= cutOffAt.getTime()) placeAt = new Date(cutOffAt.getTime() - HOUR);
  if (holiday && placeAt.getTime() < holiday.ordersOpenAt.getTime()) placeAt = holiday.ordersOpenAt;
  return { placeAt, cutOffAt };
}

export const isOccurrenceDate = (period: Period, date: string) =>
  date >= period.startDate &&
  (period.endDate === null || date <= period.endDate) &&
  period.weekdays.includes(isoWeekday(date));

/** The standing order's dates from `from` to `to` (both included), in order. */
export function datesBetween(period: Period, from: string, to: string): string[] {
  const dates: string[] = [];
  const first = from > period.startDate ? from : period.startDate;
  const last = period.endDate !== null && period.endDate < to ? period.endDate : to;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (period.weekdays.includes(isoWeekday(date))) dates.push(date);
  }
  return dates;
}

/**
 * The dates whose placing time has come at `now` and whose cut-off has not passed: from today to the
 * furthest date an ordinary cut-off can reach, and the holiday days ahead.
 */
export function dueDates(period: Period, schedule: Schedule, now: Date, placeTime: string): string[] {
  const today = parisDate(now);
  const ordinary = datesBetween(period, today, addDays(today, schedule.cutOff.daysBefore + 1));
  const holidays = (schedule.holidays ?? [])
    .map((h) => h.date)
    .filter((date) => date >= today && isOccurrenceDate(period, date));
  return [...new Set([...ordinary, ...holidays])].sort().filter((date) => {
    const { placeAt, cutOffAt } = occurrenceTiming(schedule, date, placeTime);
    return placeAt.getTime() <= now.getTime() && now.getTime() < cutOffAt.getTime();
  });
}
