import type { Db } from '../../db/database.js';
import * as repo from './calendar.repository.js';
import type { HolidayRule } from './calendar-rules.js';

/** A shop's holiday days from `fromDate` on (or that one day), as the order rules read them. */
export async function holidayRules(
  db: Db,
  shopId: number,
  fromDate: string,
  onlyDate?: string,
): Promise<HolidayRule[]> {
  const holidays = await repo.findHolidays(db, shopId, fromDate, onlyDate);
  const articles = await repo.findHolidayArticles(
    db,
    holidays.map((h) => h.id),
  );
  return holidays.map((h) => holidayRule(h, articles));
}

/** A stored holiday day as the order rules read it, with its festive articles among `articles`. */
export function holidayRule(
  h: Awaited<ReturnType<typeof repo.findHolidays>>[number],
  articles: { holiday_id: number; article_id: number }[],
): HolidayRule {
  return {
    date: h.date,
    label: h.label,
    ordersOpenAt: new Date(h.orders_open_at),
    cutOffAt: new Date(h.cut_off_at),
    capacity: h.capacity,
    articleIds: articles.filter((a) => a.holiday_id === h.id).map((a) => a.article_id),
  };
}
