import type { OrderSlot, Shop } from '@boucherie/contract';
import { addDays, isoWeekday, parisDate, parisInstant } from '@boucherie/contract';

export type Schedule = Pick<Shop, 'openingHours' | 'closingDays' | 'cutOff' | 'dailyCapacity'>;

export type DateRefusal = 'closed' | 'past-cut-off' | 'full';

/**
 * Why an order cannot be placed for `date` at `now` (all in Europe/Paris), or null when it can: the shop
 * must be open that day, the cut-off (daysBefore days earlier at time) not passed, and capacity left.
 */
export function refusalFor(schedule: Schedule, date: string, now: Date, ordersThatDay: number): DateRefusal | null {
  const day = schedule.openingHours.find((d) => d.weekday === isoWeekday(date));
  if (!day || day.periods.length === 0 || schedule.closingDays.some((c) => c.date === date)) return 'closed';
  const cutOff = parisInstant(addDays(date, -schedule.cutOff.daysBefore), schedule.cutOff.time);
  if (now.getTime() >= cutOff.getTime()) return 'past-cut-off';
  if (ordersThatDay >= schedule.dailyCapacity) return 'full';
  return null;
}

/** The next `count` dates an order can be placed for, looking at most `horizonDays` ahead. */
export function selectableDates(
  schedule: Schedule,
  now: Date,
  ordersPerDate: ReadonlyMap<string, number>,
  count: number,
  horizonDays = 90,
): OrderSlot[] {
  const today = parisDate(now);
  const slots: OrderSlot[] = [];
  for (let offset = 0; offset <= horizonDays && slots.length < count; offset++) {
    const date = addDays(today, offset);
    if (refusalFor(schedule, date, now, ordersPerDate.get(date) ?? 0) !== null) continue;
    const weekday = isoWeekday(date);
    const periods = schedule.openingHours.find((d) => d.weekday === weekday)?.periods ?? [];
    slots.push({ date, weekday, periods });
  }
  return slots;
}
