import type { OrderSlot, Shop } from '@boucherie/contract';
import { addDays, isoWeekday, parisDate, parisInstant } from '@boucherie/contract';

export type Schedule = Pick<Shop, 'openingHours' | 'closingDays' | 'cutOff' | 'dailyCapacity' | 'bookingHorizonDays'>;

export type DateRefusal = 'beyond-horizon' | 'closed' | 'past-cut-off' | 'full';

/** The last day a shop takes orders for at `now`: today plus its booking horizon (Europe/Paris). */
export const lastBookableDate = (schedule: Pick<Schedule, 'bookingHorizonDays'>, now: Date) =>
  addDays(parisDate(now), schedule.bookingHorizonDays);

/**
 * Why an order cannot be placed for `date` at `now` (all in Europe/Paris), or null when it can: the date
 * must be within the shop's booking horizon, the shop open that day, the cut-off (daysBefore days earlier
 * at time) not passed, and capacity left.
 */
export function refusalFor(schedule: Schedule, date: string, now: Date, ordersThatDay: number): DateRefusal | null {
  if (date > lastBookableDate(schedule, now)) return 'beyond-horizon';
  const day = schedule.openingHours.find((d) => d.weekday === isoWeekday(date));
  if (!day || day.periods.length === 0 || schedule.closingDays.some((c) => c.date === date)) return 'closed';
  const cutOff = parisInstant(addDays(date, -schedule.cutOff.daysBefore), schedule.cutOff.time);
  if (now.getTime() >= cutOff.getTime()) return 'past-cut-off';
  if (ordersThatDay >= schedule.dailyCapacity) return 'full';
  return null;
}

/** The next `count` dates an order can be placed for, within the shop's booking horizon. */
export function selectableDates(
  schedule: Schedule,
  now: Date,
  ordersPerDate: ReadonlyMap<string, number>,
  count: number,
): OrderSlot[] {
  const today = parisDate(now);
  const slots: OrderSlot[] = [];
  for (let offset = 0; offset <= schedule.bookingHorizonDays && slots.length < count; offset++) {
    const date = addDays(today, offset);
    if (refusalFor(schedule, date, now, ordersPerDate.get(date) ?? 0) !== null) continue;
    const weekday = isoWeekday(date);
    const periods = schedule.openingHours.find((d) => d.weekday === weekday)?.periods ?? [];
    slots.push({ date, weekday, periods });
  }
  return slots;
}
