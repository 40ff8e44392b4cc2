import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ShopTimeWindowTable } from '../../db/schema.js';
import * as repo from './calendar.repository.js';
import { holidayRule, holidayRules } from './calendar.service.js';
import type { HolidayRule } from './calendar-rules.js';

// The holiday days and time windows an order's checks read for its shop and date: from the database, or from
// the copy kept with the shops in memory (ADR 026), which the shops' version already stamps (every change of
// shop_holiday, shop_holiday_article and shop_time_window moves it). An order then reads none of them.

export type TimeWindowRow = Selectable<ShopTimeWindowTable>;
type Mode = TimeWindowRow['mode'];

/** A shop's holiday rules and time windows for one date, as the order rules read them. */
export type CalendarReader = {
  holidays(shopId: number, date: string): Promise<HolidayRule[]>;
  timeWindows(shopId: number, date: string, mode: Mode): Promise<TimeWindowRow[]>;
  /** From a date on (the dates a customer may choose), by date. */
  holidaysFrom(shopId: number, from: string): Promise<HolidayRule[]>;
  /** From a date on, by date and start. */
  timeWindowsFrom(shopId: number, from: string, mode: Mode): Promise<TimeWindowRow[]>;
};

export function calendarFromDatabase(db: Db): CalendarReader {
  return {
    holidays: (shopId, date) => holidayRules(db, shopId, date, date),
    timeWindows: (shopId, date, mode) => repo.findTimeWindows(db, shopId, date, { mode, date }),
    holidaysFrom: (shopId, from) => holidayRules(db, shopId, from),
    timeWindowsFrom: (shopId, from, mode) => repo.findTimeWindows(db, shopId, from, { mode }),
  };
}

/** Every shop's holiday days and time windows from `from` (a Paris date) on. */
export type CalendarSnapshot = {
  from: string;
  holidays: Map<string, HolidayRule[]>;
  windows: Map<string, TimeWindowRow[]>;
};

const dayKey = (shopId: number, date: string) => `${shopId}|${date}`;
const windowKey = (shopId: number, date: string, mode: Mode) => `${shopId}|${date}|${mode}`;

/** Read inside the shops' snapshot transaction, so that it agrees with their version. */
export async function readCalendarSnapshot(db: Db, from: string): Promise<CalendarSnapshot> {
  const holidayRows = await db
    .selectFrom('shop_holiday')
    .selectAll()
    .where('date', '>=', from)
    .orderBy('shop_id')
    .orderBy('date')
    .execute();
  const articles = await repo.findHolidayArticles(
    db,
    holidayRows.map((h) => h.id),
  );
  const windowRows = await db
    .selectFrom('shop_time_window')
    .selectAll()
    .where('date', '>=', from)
    .orderBy('date')
    .orderBy('mode')
    .orderBy('starts')
    .execute();
  const holidays = new Map<string, HolidayRule[]>();
  for (const h of holidayRows) {
    const key = dayKey(h.shop_id, h.date);
    const rules = holidays.get(key) ?? [];
    rules.push(holidayRule(h, articles));
    holidays.set(key, rules);
  }
  const windows = new Map<string, TimeWindowRow[]>();
  for (const w of windowRows) {
    const key = windowKey(w.shop_id, w.date, w.mode);
    windows.set(key, [...(windows.get(key) ?? []), w]);
  }
  return { from, holidays, windows };
}

/**
 * The calendar from memory for the snapshot's dates; an earlier date (an old order's cut-off) from `db`.
 * Without a snapshot, from `db` alone.
 */
export function calendarReader(db: Db, snapshot: CalendarSnapshot | undefined): CalendarReader {
  const database = calendarFromDatabase(db);
  if (!snapshot) return database;
  return {
    holidays: async (shopId, date) =>
      date < snapshot.from ? database.holidays(shopId, date) : (snapshot.holidays.get(dayKey(shopId, date)) ?? []),
    timeWindows: async (shopId, date, mode) =>
      date < snapshot.from
        ? database.timeWindows(shopId, date, mode)
        : (snapshot.windows.get(windowKey(shopId, date, mode)) ?? []),
    // The maps hold their entries in the order read (by shop then date; by date, mode, start).
    holidaysFrom: async (shopId, from) => {
      if (from < snapshot.from) return database.holidaysFrom(shopId, from);
      const prefix = `${shopId}|`;
      return [...snapshot.holidays]
        .filter(([key]) => key.startsWith(prefix))
        .flatMap(([, rules]) => rules)
        .filter((rule) => rule.date >= from);
    },
    timeWindowsFrom: async (shopId, from, mode) => {
      if (from < snapshot.from) return database.timeWindowsFrom(shopId, from, mode);
      return [...snapshot.windows.values()]
        .flat()
        .filter((w) => w.shop_id === shopId && w.mode === mode && w.date >= from);
    },
  };
}
