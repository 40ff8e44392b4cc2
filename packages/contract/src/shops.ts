import { z } from 'zod';
import { Money } from './common.js';

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
  delivers: z.boolean(),
  deliveryZones: z.array(DeliveryZone),
});
export type Shop = z.infer<typeof Shop>;

export const ShopsResponse = z.object({ shops: z.array(Shop) });
export type ShopsResponse = z.infer<typeof ShopsResponse>;
