import { type OrderSlot, type OrderSlotsResponse, parisDate, type Shop } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import * as repo from './calendar.repository.js';
import type { CalendarReader } from './calendar-reader.js';
import { closuresWithin, selectableDates, tomorrowOf } from './calendar-rules.js';
import { type DayWindow, windowsOfDay } from './day-windows.js';

type Offered = Pick<OrderSlotsResponse, 'closures' | 'tomorrow'> & { slots: Omit<OrderSlot, 'paymentMethods'>[] };

/**
 * The dates and time windows a customer may choose at a shop for `mode`, with the places each window has left,
 * the closing days within the horizon and what becomes of tomorrow: the calendar's rules (calendar-rules.ts)
 * over what is booked, read from `db`.
 */
export async function offeredSlots(
  db: Db,
  calendar: CalendarReader,
  shop: Shop,
  mode: 'Pickup' | 'Delivery',
  now: Date,
): Promise<Offered> {
  const today = parisDate(now);
  const [ordersPerDate, holidays, windows, perRound] = await Promise.all([
    repo.countOrdersByDate(db, shop.id, today),
    calendar.holidaysFrom(shop.id, today),
    calendar.timeWindowsFrom(shop.id, today, mode),
    repo.countOrdersByRound(db, shop.id, today),
  ]);
  const booked = await repo.countOrdersByWindow(
    db,
    windows.map((w) => w.id),
  );
  const bookedIn = (date: string, w: DayWindow) => (w.round ? perRound.get(`${date}|${w.id}`) : booked.get(w.id)) ?? 0;
  const schedule = { ...shop, holidays };
  const slots = selectableDates(schedule, now, ordersPerDate)
    .map((slot) => ({
      ...slot,
      windows: windowsOfDay(
        shop,
        slot.date,
        mode,
        windows.filter((w) => w.date === slot.date),
        holidays.find((h) => h.date === slot.date),
      ).map((w) => ({
        id: w.id,
        starts: w.starts,
        ends: w.ends,
        remaining: Math.max(0, w.capacity - bookedIn(slot.date, w)),
      })),
    }))
    // A day whose windows are all full has no room left, whatever its own capacity says.
    .filter((slot) => slot.windows.length === 0 || slot.windows.some((w) => w.remaining > 0));
  return { slots, closures: closuresWithin(schedule, now), tomorrow: tomorrowOf(schedule, now, ordersPerDate) };
}
