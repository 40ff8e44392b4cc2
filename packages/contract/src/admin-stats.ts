import { z } from 'zod';
import { CalendarDay, ShopIdQuery } from './admin-orders.js';
import { Money } from './common.js';

// The owner's figures (issue 14): what the shops sold over a period, and the bookings of the next days.

/** The period shown when none is chosen: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** The longest period one call adds up (a year, a leap one included). */
export const STATS_MAX_DAYS = 366;
/** The bookings shown against capacity: today and the 13 days after it. */
export const STATS_BOOKING_DAYS = 14;
/** How many articles each top list keeps. */
export const STATS_TOP_COUNT = 10;

/** The period and shop of the figures: one shop (absent: every shop), Paris calendar days, both included. */
const statsPeriod = {
  /** One shop; absent: every shop. */
  shopId: ShopIdQuery.optional(),
  /** Paris calendar days, both included; default the last 30 days up to today. */
  from: CalendarDay.optional(),
  to: CalendarDay.optional(),
};
const inOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const END_AFTER_START = { error: 'La date de fin doit suivre la date de début.', path: ['to'] };

export const StatsQuery = z.object(statsPeriod).refine(inOrder, END_AFTER_START);
export type StatsQuery = z.input<typeof StatsQuery>;

export const STATS_TABLES = ['summary', 'days', 'weekdays', 'modes', 'top-weight', 'top-revenue', 'bookings'] as const;
export const StatsTable = z.enum(STATS_TABLES, {
  error: `Tableau inconnu\u00a0: ${STATS_TABLES.join(', ')}.`,
});
export type StatsTable = z.infer<typeof StatsTable>;

export const StatsCsvQuery = z.object({ table: StatsTable, ...statsPeriod }).refine(inOrder, END_AFTER_START);
export type StatsCsvQuery = z.input<typeof StatsCsvQuery>;

const Sales = z.object({
  orders: z.number().int(),
  revenueHT: Money,
  revenueTTC: Money,
});

export const StatsSummary = Sales.extend({
  /** Revenue TTC divided by the orders (0 without orders). */
  averageBasketTTC: Money,
  averageBasketHT: Money,
});

export const StatsDay = Sales.extend({
  date: z.string(),
  /** The credit notes (avoirs) issued that day, particuliers' and pros' (issue 41): what the day gave back. */
  creditNotesHT: Money,
  creditNotesTTC: Money,
});
export const StatsWeekday = Sales.extend({
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
});
export const StatsMode = Sales.extend({ mode: z.enum(['Pickup', 'Delivery']) });

export const StatsArticle = z.object({
  articleId: z.number().int(),
  designation: z.string(),
  saleUnit: z.enum(['kg', 'piece']),
  /** Weight sold (weighed where weighed, ordered otherwise); 0 for articles sold by the piece. */
  kilograms: z.number(),
  /** Pieces sold; 0 for articles sold by weight. */
  pieces: z.number(),
  /** Orders holding the article. */
  orders: z.number().int(),
  revenueHT: Money,
  revenueTTC: Money,
});
export type StatsArticle = z.infer<typeof StatsArticle>;

export const StatsBookingDay = z.object({
  date: z.string(),
  weekday: z.number().int().min(1).max(7),
  /** Orders booked for the day, cancelled ones excepted. */
  orders: z.number().int(),
  /** Orders the shops take that day (0 when closed). */
  capacity: z.number().int(),
  /** At least one of the shops opens that day. */
  open: z.boolean(),
});
export type StatsBookingDay = z.infer<typeof StatsBookingDay>;

/**
 * What is booked from today (Paris) on, whatever the period: the orders still to hand over (Pending,
 * Confirmed, Ready; neither completed nor cancelled), at their current amount (the estimate until weighed).
 */
export const StatsBooked = z.object({ orders: z.number().int(), amountTTC: z.number() });
export type StatsBooked = z.infer<typeof StatsBooked>;

export const StatsResponse = z.object({
  /** The shop the figures are for; null: every shop. */
  shop: z.object({ id: z.number().int(), name: z.string(), department: z.string() }).nullable(),
  from: z.string(),
  to: z.string(),
  booked: StatsBooked,
  summary: StatsSummary,
  /** What cards took and gave back for the period's orders (ADR 049), TTC. */
  card: z.object({ orders: z.number().int(), capturedTTC: Money, refundedTTC: Money }),
  /** Every day of the period, days without orders included. */
  days: z.array(StatsDay),
  /** Monday to Sunday. */
  weekdays: z.array(StatsWeekday),
  /** Pickup, then delivery. */
  modes: z.array(StatsMode),
  topByWeight: z.array(StatsArticle),
  topByRevenue: z.array(StatsArticle),
  bookings: z.array(StatsBookingDay),
});
export type StatsResponse = z.infer<typeof StatsResponse>;
