import type { ErrorCodeOf, Shop } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { frenchDay, frenchTime, parisClock } from '../../lib/french.js';
import * as repo from './calendar.repository.js';
import { holidayRules } from './calendar.service.js';
import type { CalendarReader } from './calendar-reader.js';
import { type DateRefusal, type HolidayRule, lastBookableDate, refusalFor, takesArticle } from './calendar-rules.js';
import { type DayWindow, windowsOfDay } from './day-windows.js';

/** "20 décembre à 18 h" for a Paris clock time "2026-12-20T18:00". */
function frenchMoment(clock: string): string {
  const [date = '', time = ''] = clock.split('T');
  return `${frenchDay(date)} à ${frenchTime(time)}`;
}

function refusalMessage(refusal: DateRefusal, date: string, lastDate: string, holiday?: HolidayRule): string {
  const theDay = `le ${frenchDay(date)}`;
  switch (refusal) {
    case 'beyond-horizon':
      return `Les commandes sont ouvertes jusqu’au ${frenchDay(lastDate)}\u00a0: choisissez une date plus proche.`;
    case 'closed':
      return 'La boutique est fermée ce jour-là. Choisissez une autre date.';
    case 'past-cut-off':
      return 'Les commandes pour ce jour sont closes. Choisissez une date plus tardive.';
    case 'full':
      return 'Ce jour est complet. Choisissez une autre date.';
    case 'not-yet-open':
      return `Les commandes de ${holiday?.label} pour ${theDay} ouvrent le ${frenchMoment(parisClock(holiday?.ordersOpenAt ?? new Date()))}. Revenez à ce moment-là ou choisissez une autre date.`;
    case 'holiday-closed':
      return `Les commandes de ${holiday?.label} pour ${theDay} sont closes depuis le ${frenchMoment(parisClock(holiday?.cutOffAt ?? new Date()))}. Choisissez une autre date.`;
  }
}

/**
 * The calendar's verdict on an order for `date` at `now`: why it refuses (with the customer's message), or
 * null; and the date's holiday rules, if it is a holiday ordering day.
 */
export async function calendarDay(
  trx: Db,
  { shop }: { shop: Shop },
  date: string,
  now: Date,
): Promise<{ refused: { refusal: DateRefusal; message: string } | null; holiday: HolidayRule | undefined }> {
  const holidays = await holidayRules(trx, shop.id, date, date);
  const holiday = holidays[0];
  const ordersThatDay = (await repo.countOrdersByDate(trx, shop.id, date)).get(date) ?? 0;
  return { refused: dateRefusal(shop, holidays, date, now, ordersThatDay), holiday };
}

/** Why the date refuses an order with `orders` already that day, with the customer's message; or null. */
function dateRefusal(shop: Shop, holidays: HolidayRule[], date: string, now: Date, orders: number) {
  const refusal = refusalFor({ ...shop, holidays }, date, now, orders);
  return refusal ? { refusal, message: refusalMessage(refusal, date, lastBookableDate(shop, now), holidays[0]) } : null;
}

/** The window an order took: a day's own window, or a weekly delivery round (`round`). */
export type ChosenWindow = { id: number; starts: string; ends: string; round: boolean } | null;

/** What the calendar says of an order before counting: the date's rules and the chosen window. */
export type OrderCalendar = {
  holidays: HolidayRule[];
  holiday: HolidayRule | undefined;
  window: (NonNullable<ChosenWindow> & { capacity: number }) | null;
};

/**
 * The calendar's check of an order, all but its counts: the date's rules (a holiday day's own opening,
 * cut-off and capacity, to the minute), the time window (required when the day has windows for the mode)
 * and a holiday day's festive articles. Read before the shop's lock: no other order changes any of it, and
 * every query moved out of the lock is time the shop's next order does not wait (ADR 029).
 */
export async function readOrderCalendar(
  calendar: CalendarReader,
  { shop }: { shop: Shop },
  mode: 'Pickup' | 'Delivery',
  date: string,
  now: Date,
  timeWindowId: number | undefined,
  cart: { article_id: number; designation: string }[],
): Promise<OrderCalendar> {
  const holidays = await calendar.holidays(shop.id, date);
  const holiday = holidays[0];
  refuseDate(shop, holidays, date, now, 0);

  const window = await chooseWindow(calendar, shop, mode, date, timeWindowId, holiday);

  if (holiday) {
    const refused = cart.filter((line) => !takesArticle(holiday, line.article_id));
    if (refused.length > 0) {
      const names = refused.map((line) => `«\u00a0${line.designation}\u00a0»`).join(', ');
      const verb = refused.length > 1 ? 'ne sont pas proposés' : 'n’est pas proposé';
      throw validation(
        'Cart',
        `${names} ${verb} pour les commandes de ${holiday.label} du ${frenchDay(date)}\u00a0: retirez-le${refused.length > 1 ? 's' : ''} du panier ou choisissez une autre date.`,
        'NOT_ON_HOLIDAY_MENU',
      );
    }
  }
  return { holidays, holiday, window };
}

/**
 * The counts, inside the order's transaction after the shop's row lock (so that the orders of one shop are
 * counted one at a time, across processes): the day's closing read again, the day's capacity, the customer's
 * open orders that day, then the window's. The shops were read at the order's arrival: the owner may have
 * closed the day since, and the closing refuses a day with orders under this same lock (ADR 037).
 */
export async function checkCapacity(
  trx: Db,
  { shop }: { shop: Shop },
  date: string,
  now: Date,
  calendar: OrderCalendar,
  userId: number,
): Promise<ChosenWindow> {
  const { window } = calendar;
  const counts = await repo.countForCapacity(trx, shop.id, date, window, userId);
  const closingDays = counts.closed ? [...shop.closingDays, { date, reason: '' }] : shop.closingDays;
  refuseDate({ ...shop, closingDays }, calendar.holidays, date, now, counts.day);
  if (counts.mine >= counts.mineCap) {
    throw validation('Date', openOrdersRefusal(counts.mine, date, shop.phone), 'OPEN_ORDERS_CAP');
  }
  if (!window) return null;
  if (counts.window >= window.capacity) {
    throw validation('TimeWindowId', 'Ce créneau est complet. Choisissez-en un autre.', 'SLOT_FULL');
  }
  return { id: window.id, starts: window.starts, ends: window.ends, round: window.round };
}

/** Why a customer holding `open` orders at the shop for `date` may not place another. */
function openOrdersRefusal(open: number, date: string, shopPhone: string): string {
  const held = open > 1 ? `${open} commandes en cours` : 'une commande en cours';
  return `Vous avez déjà ${held} pour le ${frenchDay(date)} dans cette boutique\u00a0: c’est le maximum par client et par jour, pour que chacun trouve une place. Pour commander davantage ce jour-là, appelez la boutique au ${shopPhone}.`;
}

/** The kind of each refusal of a date, for the answer's `code` (ADR 050). */
const CODE_OF_REFUSAL: Record<DateRefusal, ErrorCodeOf<400>> = {
  'beyond-horizon': 'DATE_TOO_FAR',
  closed: 'SHOP_CLOSED',
  'past-cut-off': 'PAST_CUT_OFF',
  'holiday-closed': 'PAST_CUT_OFF',
  'not-yet-open': 'ORDERS_NOT_OPEN',
  full: 'DAY_FULL',
};

function refuseDate(shop: Shop, holidays: HolidayRule[], date: string, now: Date, orders: number) {
  const refused = dateRefusal(shop, holidays, date, now, orders);
  if (refused) throw validation('Date', refused.message, CODE_OF_REFUSAL[refused.refusal]);
}

async function chooseWindow(
  calendar: CalendarReader,
  shop: Shop,
  mode: 'Pickup' | 'Delivery',
  date: string,
  timeWindowId: number | undefined,
  holiday: HolidayRule | undefined,
): Promise<OrderCalendar['window']> {
  const windows = windowsOfDay(shop, date, mode, await calendar.timeWindows(shop.id, date, mode), holiday);
  if (windows.length === 0) {
    if (timeWindowId !== undefined) {
      throw validation('TimeWindowId', 'Ce jour n’a pas de créneaux horaires. Choisissez simplement la date.');
    }
    return null;
  }
  if (timeWindowId === undefined) throw validation('TimeWindowId', 'Choisissez un créneau horaire.');
  const window = windows.find((w) => w.id === timeWindowId);
  if (!window) {
    throw validation('TimeWindowId', 'Ce créneau n’est pas proposé ce jour-là. Choisissez-en un autre.');
  }
  return window;
}

/** The day's windows (own or weekly rounds) with the places each has left, read from `trx`. */
export async function windowsWithRoom(
  trx: Db,
  shop: Shop,
  mode: 'Pickup' | 'Delivery',
  date: string,
  holiday: HolidayRule | undefined,
): Promise<(DayWindow & { remaining: number })[]> {
  const windows = windowsOfDay(
    shop,
    date,
    mode,
    await repo.findTimeWindows(trx, shop.id, date, { mode, date }),
    holiday,
  );
  if (windows.length === 0) return [];
  const [perWindow, perRound] = await Promise.all([
    repo.countOrdersByWindow(
      trx,
      windows.filter((w) => !w.round).map((w) => w.id),
    ),
    windows[0]?.round ? repo.countOrdersByRound(trx, shop.id, date) : new Map<string, number>(),
  ]);
  return windows.map((w) => ({
    ...w,
    remaining: w.capacity - ((w.round ? perRound.get(`${date}|${w.id}`) : perWindow.get(w.id)) ?? 0),
  }));
}
