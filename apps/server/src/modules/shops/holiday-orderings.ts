import { type HolidayOrderingsResponse, parisDate } from '@boucherie/contract';
import { refusalFor } from '../calendar/calendar-rules.js';
import type { ShopsView } from './shops-cache.js';

/**
 * The holiday ordering days whose orders are open at `now`, by date then shop, from the shops' snapshot:
 * what the catalogue's Christmas entry shows. Open is the calendar's own verdict on the day.
 */
export function openHolidayOrderings({ shops, calendar }: ShopsView, now: Date): HolidayOrderingsResponse {
  const today = parisDate(now);
  const open = shops.flatMap((shop) => {
    const holidays = [...calendar.holidays]
      .filter(([key]) => key.startsWith(`${shop.id}|`))
      .flatMap(([, rules]) => rules)
      .filter((h) => h.date >= today && refusalFor({ ...shop, holidays: [h] }, h.date, now, 0) === null);
    return holidays.map((holiday) => ({
      shopId: shop.id,
      shopName: shop.name,
      date: holiday.date,
      label: holiday.label,
      cutOffAt: holiday.cutOffAt.toISOString(),
      articleIds: holiday.articleIds,
    }));
  });
  return { holidays: open.sort((a, b) => a.date.localeCompare(b.date) || a.shopId - b.shopId) };
}
