import { isoWeekday, type Shop } from '@boucherie/contract';
import type { TimeWindowRow } from './calendar-reader.js';
import type { HolidayRule } from './calendar-rules.js';

/** A window a customer may choose on a day: the day's own, or a weekly delivery round (`round`). */
export type DayWindow = { id: number; starts: string; ends: string; capacity: number; round: boolean };

/**
 * The windows offered on `date` for `mode` (ADR 044). The day's own windows win: on a holiday day they are the
 * holiday's, on another day an exception the owner set for that date. A holiday day without windows of its own
 * has none (its volume and hours are its own, the weekly rounds' capacities do not fit it). Any other day of a
 * delivery takes the weekly rounds of its weekday; a pickup has no rounds.
 */
export function windowsOfDay(
  shop: Pick<Shop, 'deliveryRounds'>,
  date: string,
  mode: 'Pickup' | 'Delivery',
  own: readonly Pick<TimeWindowRow, 'id' | 'starts' | 'ends' | 'capacity'>[],
  holiday: HolidayRule | undefined,
): DayWindow[] {
  if (own.length > 0)
    return own.map((w) => ({ id: w.id, starts: w.starts, ends: w.ends, capacity: w.capacity, round: false }));
  if (mode !== 'Delivery' || holiday) return [];
  const weekday = isoWeekday(date);
  return shop.deliveryRounds
    .filter((r) => r.weekday === weekday)
    .map((r) => ({ id: r.id, starts: r.starts, ends: r.ends, capacity: r.capacity, round: true }));
}
