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
    periods,
    holiday: holiday
      ? {
          label: holiday.label,
          cutOffAt: parisClock(holiday.cutOffAt),
          limitedArticles: holiday.articleIds.length > 0,
        }
      : null,
  };
};

/**
 * The next `count` dates an order can be placed for, within the shop's booking horizon, then every
 * holiday day open for orders at `now` (they may lie further ahead: the customer must see them).
 */
export function selectableDates(
  schedule: Schedule,
  now: Date,
  ordersPerDate: ReadonlyMap<string, number>,
  count: number,
): Slot[] {
  const today = parisDate(now);
  const dates: string[] = [];
  for (let offset = 0; offset <= schedule.bookingHorizonDays && dates.length < count; offset++) {
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
