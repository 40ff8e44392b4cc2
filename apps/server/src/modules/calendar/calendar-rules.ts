import type { OrderSlot, Shop } from '@boucherie/contract';
import { addDays, isoWeekday, parisDate, parisInstant } from '@boucherie/contract';
import { parisClock } from '../../lib/french.js';

/** A holiday ordering day ("commandes de fêtes"): its own opening and cut-off instants and capacity. */
export type HolidayRule = {
  date: string;
  label: string;
  ordersOpenAt: Date;
  cutOffAt: Date;
  capacity: number;
  /** The festive articles the day is limited to; empty: the whole catalogue. */
  articleIds: number[];
};

export type Schedule = Pick<
  Shop,
  'openingHours' | 'closingDays' | 'cutOff' | 'dailyCapacity' | 'bookingHorizonDays'
> & {
  holidays?: HolidayRule[];
};

export type DateRefusal = 'beyond-horizon' | 'closed' | 'past-cut-off' | 'full' | 'not-yet-open' | 'holiday-closed';

/** The last day a shop takes orders for at `now`: today plus its booking horizon (Europe/Paris). */
export const lastBookableDate = (schedule: Pick<Schedule, 'bookingHorizonDays'>, now: Date) =>
  addDays(parisDate(now), schedule.bookingHorizonDays);

export const holidayOn = (schedule: Schedule, date: string) => schedule.holidays?.find((h) => h.date === date);

/** Whether a day takes an article: a holiday day with a festive list takes only its own; any other day, all. */
export const takesArticle = (holiday: Pick<HolidayRule, 'articleIds'> | undefined, articleId: number) =>
  !holiday || holiday.articleIds.length === 0 || holiday.articleIds.includes(articleId);

/** The instant orders for `date` close: a holiday day's own cut-off, else the shop's (daysBefore days earlier at time). */
export function cutOffOf(schedule: Schedule, date: string): Date {
  const holiday = holidayOn(schedule, date);
  return holiday ? holiday.cutOffAt : parisInstant(addDays(date, -schedule.cutOff.daysBefore), schedule.cutOff.time);
}

/**
 * Why an order cannot be placed for `date` at `now` (all in Europe/Paris), or null when it can. A holiday
 * day follows its own rules to the minute: orders open at its opening instant and close at its cut-off
 * instant, its capacity replaces the daily one, and it is open even on a weekday the shop usually
 * closes and beyond the booking horizon (the owner opened it on purpose); only a closing day shuts it.
 * Any other day must be within the booking horizon, on an opening weekday, before the shop's cut-off
 * (daysBefore days earlier at time), with capacity left.
 */
export function refusalFor(schedule: Schedule, date: string, now: Date, ordersThatDay: number): DateRefusal | null {
  const holiday = holidayOn(schedule, date);
  if (holiday) {
    if (schedule.closingDays.some((c) => c.date === date)) return 'closed';
    if (now.getTime() < holiday.ordersOpenAt.getTime()) return 'not-yet-open';
    if (now.getTime() >= holiday.cutOffAt.getTime()) return 'holiday-closed';
    if (ordersThatDay >= holiday.capacity) return 'full';
    return null;
  }
  if (date > lastBookableDate(schedule, now)) return 'beyond-horizon';
  const day = schedule.openingHours.find((d) => d.weekday === isoWeekday(date));
  if (!day || day.periods.length === 0 || schedule.closingDays.some((c) => c.date === date)) return 'closed';
  if (now.getTime() >= cutOffOf(schedule, date).getTime()) return 'past-cut-off';
  if (ordersThatDay >= schedule.dailyCapacity) return 'full';
  return null;
}

type Slot = Omit<OrderSlot, 'windows' | 'paymentMethods'>;

const slotOf = (schedule: Schedule, date: string): Slot => {
  const weekday = isoWeekday(date);
  const periods = schedule.openingHours.find((d) => d.weekday === weekday)?.periods ?? [];
  const holiday = holidayOn(schedule, date);
  return {
    date,
    weekday,
    cutOffAt: cutOffOf(schedule, date).toISOString(),
    periods,
    holiday: holiday
      ? {
          label: holiday.label,
          cutOffAt: parisClock(holiday.cutOffAt),
          limitedArticles: holiday.articleIds.length > 0,
          articleIds: holiday.articleIds,
        }
      : null,
  };
};

/**
 * Every date an order can be placed for at `now`, up to the shop's booking horizon (the whole of what the
 * rule allows, issue 45), then every holiday day open for orders (they may lie further ahead: the customer
 * must see them).
 */
export function selectableDates(schedule: Schedule, now: Date, ordersPerDate: ReadonlyMap<string, number>): Slot[] {
  const today = parisDate(now);
  const dates: string[] = [];
  for (let offset = 0; offset <= schedule.bookingHorizonDays; offset++) {
    const date = addDays(today, offset);
    if (refusalFor(schedule, date, now, ordersPerDate.get(date) ?? 0) === null) dates.push(date);
  }
  for (const holiday of schedule.holidays ?? []) {
    if (dates.includes(holiday.date)) continue;
    if (refusalFor(schedule, holiday.date, now, ordersPerDate.get(holiday.date) ?? 0) === null) {
      dates.push(holiday.date);
    }
  }
  return dates.sort().map((date) => slotOf(schedule, date));
}

/** The exceptional closing days from today to the booking horizon, by date: the chooser names them. */
export function closuresWithin(schedule: Schedule, now: Date): { date: string; reason: string }[] {
  const today = parisDate(now);
  const last = lastBookableDate(schedule, now);
  return schedule.closingDays
    .filter((c) => c.date >= today && c.date <= last)
    .map((c) => ({ date: c.date, reason: c.reason }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Tomorrow in Paris, its cut-off instant and why it refuses an order at `now` (null: it is offered). */
export function tomorrowOf(schedule: Schedule, now: Date, ordersPerDate: ReadonlyMap<string, number>) {
  const date = addDays(parisDate(now), 1);
  return {
    date,
    cutOffAt: cutOffOf(schedule, date).toISOString(),
    refusal: refusalFor(schedule, date, now, ordersPerDate.get(date) ?? 0),
  };
}
