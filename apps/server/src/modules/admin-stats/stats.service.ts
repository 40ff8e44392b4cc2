import {
  addDays,
  isoWeekday,
  parisDate,
  type Shop,
  STATS_BOOKING_DAYS,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  STATS_TOP_COUNT,
  type StatsArticle,
  type StatsBookingDay,
  type StatsResponse,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { notFound, validation } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { listShops } from '../shops/shops.service.js';
import * as repo from './stats.repository.js';

type Period = { shopId?: number | undefined; from?: string | undefined; to?: string | undefined };
type Sales = { orders: number; htCents: number; ttcCents: number };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The period asked for, or the last 30 days up to today (Paris); never longer than 366 days. */
export function resolvePeriod(query: Period, now: Date) {
  const to = query.to ?? (query.from ? addDays(query.from, STATS_DEFAULT_DAYS - 1) : parisDate(now));
  const from = query.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  if (from > to) throw validation('To', 'La date de fin doit suivre la date de début.');
  if (daysBetween(from, to) + 1 > STATS_MAX_DAYS) {
    throw validation(
      'To',
      `La période ne peut pas dépasser ${STATS_MAX_DAYS}\u00a0jours. Choisissez des dates plus proches.`,
    );
  }
  return { from, to };
}

const money = (sales: Sales) => ({
  orders: sales.orders,
  revenueHT: toEuros(sales.htCents),
  revenueTTC: toEuros(sales.ttcCents),
});

function add(into: Sales, row: Sales) {
  into.orders += row.orders;
  into.htCents += row.htCents;
  into.ttcCents += row.ttcCents;
}

const empty = (): Sales => ({ orders: 0, htCents: 0, ttcCents: 0 });

function bucket<K>(map: Map<K, Sales>, key: K): Sales {
  const found = map.get(key);
  if (found) return found;
  const created = empty();
  map.set(key, created);
  return created;
}

/** Whether a shop opens on a day: an opening period that weekday and no closing day. */
function opensOn(shop: Shop, date: string) {
  const day = shop.openingHours.find((d) => d.weekday === isoWeekday(date));
  return !!day && day.periods.length > 0 && !shop.closingDays.some((c) => c.date === date);
}

/** Each article's sales, HT and TTC worked out from each group's own basis and rate. */
function articles(rows: Awaited<ReturnType<typeof repo.salesByArticle>>): StatsArticle[] {
  const byId = new Map<
    number,
    StatsArticle & { grams: number; hundredths: number; htCents: number; ttcCents: number }
  >();
  for (const r of rows) {
    const a = byId.get(r.articleId) ?? {
      articleId: r.articleId,
      designation: r.designation,
      saleUnit: r.saleUnit,
      kilograms: 0,
      pieces: 0,
      orders: 0,
      revenueHT: 0,
      revenueTTC: 0,
      grams: 0,
      hundredths: 0,
      htCents: 0,
      ttcCents: 0,
    };
    a.grams += r.grams;
    a.hundredths += r.pieceHundredths;
    a.orders += r.lines;
    const ht = r.isPro ? r.totalCents : Math.round((r.totalCents * 10_000) / (10_000 + r.vatRateBp));
    const ttc = r.isPro ? Math.round((r.totalCents * (10_000 + r.vatRateBp)) / 10_000) : r.totalCents;
    a.htCents += ht;
    a.ttcCents += ttc;
    byId.set(r.articleId, a);
  }
  return [...byId.values()].map(({ grams, hundredths, htCents, ttcCents, ...a }) => ({
    ...a,
    kilograms: grams / 1000,
    pieces: hundredths / 100,
    revenueHT: toEuros(htCents),
    revenueTTC: toEuros(ttcCents),
  }));
}

const byName = (a: StatsArticle, b: StatsArticle) => a.designation.localeCompare(b.designation, 'fr');

/**
 * The owner's figures for a shop or every shop over a period: orders that are not cancelled, on their
 * day, with their final amounts (after weighing, delivery fees included); what is booked from today on,
 * whatever the period (at night the day's figures are done, the coming days' are not); and the bookings
 * of the next 14 days against the shops' capacity.
 */
export async function getStats(db: Db, query: Period, now: Date): Promise<StatsResponse> {
  const today = parisDate(now);
  const { from, to } = resolvePeriod(query, now);
  const allShops = (await listShops(db, today)).shops;
  const shop = query.shopId === undefined ? null : allShops.find((s) => s.id === query.shopId);
  if (shop === undefined) throw notFound('Cette boutique n’existe pas.');
  const shopId = shop?.id ?? null;
  const shops = shop ? [shop] : allShops;

  const lastBooking = addDays(today, STATS_BOOKING_DAYS - 1);
  const [sales, articleRows, booked, ahead, card, notes] = await Promise.all([
    repo.salesByDayAndMode(db, { shopId, from, to }),
    repo.salesByArticle(db, { shopId, from, to }),
    repo.bookingsByDay(db, { shopId, from: today, to: lastBooking }),
    repo.bookedFrom(db, { shopId, from: today }),
    repo.cardTakings(db, { shopId, from, to }),
    repo.creditNotesByDay(db, { shopId, from, to }),
  ]);

  const total = empty();
  const perDay = new Map<string, Sales>();
  const perWeekday = new Map<number, Sales>();
  const perMode = { Pickup: empty(), Delivery: empty() };
  for (const row of sales) {
    add(total, row);
    add(bucket(perDay, row.date), row);
    add(bucket(perWeekday, isoWeekday(row.date)), row);
    add(perMode[row.mode], row);
  }

  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  const sold = articles(articleRows);
  const bookings: StatsBookingDay[] = Array.from({ length: STATS_BOOKING_DAYS }, (_, i) => {
    const date = addDays(today, i);
    const open = shops.filter((s) => opensOn(s, date));
    return {
      date,
      weekday: isoWeekday(date),
      orders: booked.filter((b) => b.date === date).reduce((sum, b) => sum + b.orders, 0),
      capacity: open.reduce((sum, s) => sum + s.dailyCapacity, 0),
      open: open.length > 0,
    };
  });

  return {
    shop: shop ? { id: shop.id, name: shop.name, department: shop.department } : null,
    from,
    to,
    booked: { orders: ahead.orders, amountTTC: toEuros(ahead.ttcCents) },
    summary: {
      ...money(total),
      averageBasketHT: total.orders ? toEuros(Math.round(total.htCents / total.orders)) : 0,
      averageBasketTTC: total.orders ? toEuros(Math.round(total.ttcCents / total.orders)) : 0,
    },
    card: {
      orders: card.orders,
      capturedTTC: toEuros(card.capturedCents),
      refundedTTC: toEuros(card.refundedCents),
    },
    days: days.map((date) => ({
      date,
      ...money(perDay.get(date) ?? empty()),
      creditNotesHT: toEuros(notes.get(date)?.htCents ?? 0),
      creditNotesTTC: toEuros(notes.get(date)?.ttcCents ?? 0),
    })),
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...money(perWeekday.get(weekday) ?? empty()) })),
    modes: (['Pickup', 'Delivery'] as const).map((mode) => ({ mode, ...money(perMode[mode]) })),
    topByWeight: sold
      .filter((a) => a.kilograms > 0)
      .sort((a, b) => b.kilograms - a.kilograms || b.revenueHT - a.revenueHT || byName(a, b))
      .slice(0, STATS_TOP_COUNT),
    topByRevenue: sold
      .sort((a, b) => b.revenueHT - a.revenueHT || b.orders - a.orders || byName(a, b))
      .slice(0, STATS_TOP_COUNT),
    bookings,
  };
}
