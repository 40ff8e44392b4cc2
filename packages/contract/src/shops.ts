import { z } from 'zod';
import { Money } from './common.js';
import { NoShowRule, PaymentPolicy } from './payments.js';

const Time = z.string().regex(/^\d{2}:\d{2}$/);

export const OpeningPeriod = z.object({ opens: Time, closes: Time });

/** weekday: ISO numbering, 1 = lundi … 7 = dimanche; no periods means closed that day. */
export const OpeningDay = z.object({
  weekday: z.number().int().min(1).max(7),
  periods: z.array(OpeningPeriod),
});

export const ClosingDay = z.object({ date: z.string(), reason: z.string() });

/** Orders for a day close `daysBefore` days earlier at `time` (Europe/Paris). */
export const CutOff = z.object({ daysBefore: z.number().int().min(0), time: Time });

export const DeliveryZone = z.object({
  name: z.string(),
  postCodes: z.array(z.string()),
  fee: Money,
  minimumOrder: Money,
});

/**
 * A weekly delivery round: on every open delivery day of that weekday, unless the day has windows of its own
 * (a holiday day, or a date the owner set apart). Capacity counts the orders of one day in the round.
 */
export const DeliveryRound = z.object({
  id: z.number().int(),
  weekday: z.number().int().min(1).max(7),
  starts: Time,
  ends: Time,
  capacity: z.number().int(),
});
export type DeliveryRound = z.infer<typeof DeliveryRound>;

export const Shop = z.object({
  id: z.number().int(),
  department: z.string(),
  name: z.string(),
  address: z.object({ street: z.string(), postCode: z.string(), city: z.string(), country: z.string() }),
  phone: z.string(),
  email: z.string(),
  openingHours: z.array(OpeningDay),
  closingDays: z.array(ClosingDay),
  cutOff: CutOff,
  dailyCapacity: z.number().int(),
  /** Orders are taken for days up to today (Europe/Paris) plus this many days, no further. */
  bookingHorizonDays: z.number().int(),
  /**
   * How far (in %) a weighed line may stray from the ordered quantity without the staff confirming it: the
   * cart and checkout turn it into the range the customer is promised (ADR 043).
   */
  weighingTolerancePercent: z.number().int(),
  /** How the shop's orders are paid (ADR 049); a holiday day may say otherwise (the slots tell per day). */
  paymentPolicy: PaymentPolicy,
  /** What becomes of a card's hold when nobody collects the order. */
  noShowRule: NoShowRule,
  /** Titres-restaurant are taken online beside the card (issue 41, ADR 073). */
  acceptsMealVouchers: z.boolean(),
  delivers: z.boolean(),
  deliveryZones: z.array(DeliveryZone),
  /** By weekday then start; empty for a shop that does not deliver or delivers without set times. */
  deliveryRounds: z.array(DeliveryRound),
});
export type Shop = z.infer<typeof Shop>;

export const ShopsResponse = z.object({ shops: z.array(Shop) });
export type ShopsResponse = z.infer<typeof ShopsResponse>;

/**
 * A holiday ordering day open for orders now (« Commandes de Noël »): its shop, name, when its orders close
 * (ISO date-time) and the festive articles it is limited to (empty: the whole catalogue).
 */
export const HolidayOrdering = z.object({
  shopId: z.number().int(),
  /** The shop's name, said when the same holiday differs from one shop to another. */
  shopName: z.string(),
  date: z.string(),
  label: z.string(),
  cutOffAt: z.iso.datetime(),
  articleIds: z.array(z.number().int()),
});
export type HolidayOrdering = z.infer<typeof HolidayOrdering>;

export const HolidayOrderingsResponse = z.object({ holidays: z.array(HolidayOrdering) });
export type HolidayOrderingsResponse = z.infer<typeof HolidayOrderingsResponse>;
