import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';
import { countOrdersByWindow, findTimeWindows } from '../shops/calendar.repository.js';
import { holidayRules } from '../shops/calendar.service.js';
import { frenchDay, frenchTime } from './orders.messages.js';
import * as repo from './orders.repository.js';
import { type DateRefusal, type HolidayRule, lastBookableDate, parisClock, refusalFor } from './slots.js';
import type { Fulfilment } from './slots.service.js';

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
  { shop }: Pick<Fulfilment, 'shop'>,
  date: string,
  now: Date,
): Promise<{ refused: { refusal: DateRefusal; message: string } | null; holiday: HolidayRule | undefined }> {
  const holidays = await holidayRules(trx, shop.id, date, date);
  const holiday = holidays[0];
  const ordersThatDay = (await repo.countOrdersByDate(trx, shop.id, date)).get(date) ?? 0;
  const refusal = refusalFor({ ...shop, holidays }, date, now, ordersThatDay);
  return {
    refused: refusal ? { refusal, message: refusalMessage(refusal, date, lastBookableDate(shop, now), holiday) } : null,
    holiday,
  };
}

export type ChosenWindow = { id: number; starts: string; ends: string } | null;

/**
 * The calendar's check of an order, inside the order's transaction (after the shop's row lock, so that
 * orders for one shop are counted one at a time, across processes): the date's rules (a holiday day's
 * own opening, cut-off and capacity, to the minute), the time window (required when the day has windows
 * for the mode, within its capacity) and a holiday day's festive articles.
 */
export async function checkOrderCalendar(
  trx: Db,
  { shop }: Fulfilment,
  mode: 'Pickup' | 'Delivery',
  date: string,
  now: Date,
  timeWindowId: number | undefined,
  cart: { article_id: number; designation: string }[],
): Promise<ChosenWindow> {
  const { refused, holiday } = await calendarDay(trx, { shop }, date, now);
  if (refused) throw validation('Date', refused.message);

  const window = await checkWindow(trx, shop.id, mode, date, timeWindowId);

  if (holiday && holiday.articleIds.length > 0) {
    const refused = cart.filter((line) => !holiday.articleIds.includes(line.article_id));
    if (refused.length > 0) {
      const names = refused.map((line) => `«\u00a0${line.designation}\u00a0»`).join(', ');
      const verb = refused.length > 1 ? 'ne sont pas proposés' : 'n’est pas proposé';
      throw validation(
        'Cart',
        `${names} ${verb} pour les commandes de ${holiday.label} du ${frenchDay(date)}\u00a0: retirez-le${refused.length > 1 ? 's' : ''} du panier ou choisissez une autre date.`,
      );
    }
  }
  return window;
}

async function checkWindow(
  trx: Db,
  shopId: number,
  mode: 'Pickup' | 'Delivery',
  date: string,
  timeWindowId: number | undefined,
): Promise<ChosenWindow> {
  const windows = await findTimeWindows(trx, shopId, date, { mode, date });
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
  const booked = (await countOrdersByWindow(trx, [window.id])).get(window.id) ?? 0;
  if (booked >= window.capacity) {
    throw validation('TimeWindowId', 'Ce créneau est complet. Choisissez-en un autre.');
  }
  return { id: window.id, starts: window.starts, ends: window.ends };
}
