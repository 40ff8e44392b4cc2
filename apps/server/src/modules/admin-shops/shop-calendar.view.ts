import { type PaymentPolicy, parisDate, type ShopCalendar, type ShopCalendarsResponse } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { parisClock } from '../../lib/french.js';
import type { StaffScope } from '../admin/staff-scope.js';
import * as calendar from '../calendar/index.js';
import { countOrdersByDate } from '../calendar/index.js';
import { listShops } from '../shops/shops.service.js';
import { findShopRow } from './admin-shops.repository.js';

/** The shops a back-office user may read (an admin every one, staff their own), with their calendars. */
export async function listCalendars(db: Db, scope: StaffScope, now: Date): Promise<ShopCalendarsResponse> {
  const today = parisDate(now);
  const { shops } = await listShops(db, today);
  const visible = shops.filter((s) => scope.shopIds === null || scope.shopIds.includes(s.id));
  return { shops: await Promise.all(visible.map((shop) => withCalendar(db, shop, today))) };
}

async function withCalendar(
  db: Db,
  shop: Omit<ShopCalendar, 'holidays' | 'timeWindows' | 'openOrdersPerCustomerPerDay'>,
  today: string,
): Promise<ShopCalendar> {
  const [row, holidays, windows, perDate] = await Promise.all([
    // The settings only the back office reads (the public shop leaves them out).
    findShopRow(db, shop.id),
    calendar.findHolidays(db, shop.id, today),
    calendar.findTimeWindows(db, shop.id, today),
    countOrdersByDate(db, shop.id, today),
  ]);
  const [articles, perWindow] = await Promise.all([
    calendar.findHolidayArticles(
      db,
      holidays.map((h) => h.id),
    ),
    calendar.countOrdersByWindow(
      db,
      windows.map((w) => w.id),
    ),
  ]);
  return {
    ...shop,
    openOrdersPerCustomerPerDay: row?.open_orders_per_customer_per_day ?? 0,
    holidays: holidays.map((h) => ({
      id: h.id,
      date: h.date,
      label: h.label,
      ordersOpenAt: parisClock(new Date(h.orders_open_at)),
      cutOffAt: parisClock(new Date(h.cut_off_at)),
      capacity: h.capacity,
      articleIds: articles.filter((a) => a.holiday_id === h.id).map((a) => a.article_id),
      booked: perDate.get(h.date) ?? 0,
      paymentPolicy: h.payment_policy as PaymentPolicy | null,
    })),
    timeWindows: windows.map((w) => ({
      id: w.id,
      date: w.date,
      mode: w.mode,
      starts: w.starts,
      ends: w.ends,
      capacity: w.capacity,
      booked: perWindow.get(w.id) ?? 0,
    })),
  };
}
