import { z } from 'zod';
import { CalendarDay } from './admin-orders.js';
import { OrderMode } from './orders.js';
import { NoShowRule, PaymentPolicy } from './payments.js';
import { MAX_WEIGHING_TOLERANCE_PERCENT } from './pricing.js';
import { Shop } from './shops.js';

// The shops' calendar in the back office (issue 14): hours, closing days, zones, holiday days, time windows.

/** "09:30": a time of day in Europe/Paris. */
export const TimeOfDay = z
  .string({ error: 'Heure invalide\u00a0: attendu HH:MM.' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure invalide\u00a0: attendu HH:MM (exemple\u00a0: 09:30).' });

/** "2026-12-20T18:00": a minute on Paris clocks, as a datetime-local field gives it (no offset, unlike ParisDateTime). */
export const ParisMinute = z
  .string({ error: 'Date et heure invalides\u00a0: attendu AAAA-MM-JJTHH:MM.' })
  .trim()
  .refine(
    (value) => {
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
      return Boolean(match && CalendarDay.safeParse(match[1]).success && TimeOfDay.safeParse(match[2]).success);
    },
    { error: 'Date et heure invalides\u00a0: attendu AAAA-MM-JJTHH:MM.' },
  );

const count = (what: string, max: number) =>
  z
    .number({ error: `Indiquez ${what} (un nombre entier).` })
    .int({ error: `Indiquez ${what} (un nombre entier).` })
    .min(1, { error: `${what[0]?.toUpperCase()}${what.slice(1)} doit être d’au moins 1.` })
    .max(max, { error: `${what[0]?.toUpperCase()}${what.slice(1)} ne peut pas dépasser ${max}.` });

const text = (what: string, max: number) =>
  z
    .string({ error: `Saisissez ${what}.` })
    .trim()
    .min(1, { error: `Saisissez ${what}.` })
    .max(max, { error: `Ce champ ne peut pas dépasser ${max} caractères.` });

export const ShopTimeWindow = z.object({
  id: z.number().int(),
  date: z.string(),
  mode: OrderMode,
  starts: z.string(),
  ends: z.string(),
  capacity: z.number().int(),
  /** Orders placed in this window (cancelled ones excepted). */
  booked: z.number().int(),
});
export type ShopTimeWindow = z.infer<typeof ShopTimeWindow>;

export const ShopHoliday = z.object({
  id: z.number().int(),
  date: z.string(),
  label: z.string(),
  /** Paris clock times, "2026-12-01T09:00". */
  ordersOpenAt: z.string(),
  cutOffAt: z.string(),
  capacity: z.number().int(),
  /** The festive articles this day is limited to; empty: the whole catalogue. */
  articleIds: z.array(z.number().int()),
  booked: z.number().int(),
  /** This holiday day's own payment rule; null: the shop's. */
  paymentPolicy: PaymentPolicy.nullable(),
});
export type ShopHoliday = z.infer<typeof ShopHoliday>;

/**
 * A shop as the back office edits it: the public shop, the owner's settings customers need not read, its
 * holiday days and time windows from today on.
 */
export const ShopCalendar = Shop.extend({
  /** Open orders (neither handed over nor cancelled) one customer may hold at the shop for one day. */
  openOrdersPerCustomerPerDay: z.number().int(),
  holidays: z.array(ShopHoliday),
  timeWindows: z.array(ShopTimeWindow),
});
export type ShopCalendar = z.infer<typeof ShopCalendar>;

/** A closing's answer: the calendar, and what was done with the day's open orders when the request said. */
export const ClosingDayResponse = ShopCalendar.extend({
  closedDayOrders: z
    .object({ action: z.enum(['move', 'cancel']), count: z.number().int(), to: z.string().optional() })
    .optional(),
});
export type ClosingDayResponse = z.infer<typeof ClosingDayResponse>;

export const ShopCalendarsResponse = z.object({ shops: z.array(ShopCalendar) });
export type ShopCalendarsResponse = z.infer<typeof ShopCalendarsResponse>;

const Period = z.object({ opens: TimeOfDay, closes: TimeOfDay }).refine((p) => p.opens < p.closes, {
  error: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
  path: ['closes'],
});

const OpeningDayInput = z
  .object({
    weekday: z.number().int().min(1, { error: 'Jour invalide (1 à 7).' }).max(7, { error: 'Jour invalide (1 à 7).' }),
    periods: z.array(Period).max(4, { error: 'Quatre plages par jour au plus.' }),
  })
  .refine((day) => day.periods.every((p, i) => i === 0 || (day.periods[i - 1]?.closes ?? '') <= p.opens), {
    error: 'Les plages d’un jour doivent se suivre sans se chevaucher.',
    path: ['periods'],
  });

const PostCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: 'Code postal invalide (5 chiffres, exemple\u00a0: 57000).' });

const Euros = (what: string) =>
  z
    .number({ error: `Indiquez ${what} en euros.` })
    .min(0, { error: `${what[0]?.toUpperCase()}${what.slice(1)} ne peut pas être négatif.` })
    .max(10_000, { error: `${what[0]?.toUpperCase()}${what.slice(1)} ne peut pas dépasser 10 000 €.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'Deux décimales au plus.' });

export const DeliveryZoneInput = z.object({
  name: text('le nom de la zone', 80),
  postCodes: z
    .array(PostCode)
    .min(1, { error: 'Indiquez au moins un code postal.' })
    .max(100, { error: 'Cent codes postaux par zone au plus.' }),
  fee: Euros('les frais de livraison'),
  minimumOrder: Euros('le minimum de commande'),
});

/** PATCH /api/admin/shops/{id}: any subset of the shop's settings. */
export const UpdateShopRequest = z
  .object({
    name: text('le nom de la boutique', 80),
    address: z.object({
      street: text('le numéro et la rue', 120),
      postCode: PostCode,
      city: text('la ville', 80),
    }),
    phone: z
      .string({ error: 'Saisissez le téléphone.' })
      .trim()
      .regex(/^\+?[\d\s.()-]{6,25}$/, { error: 'Numéro de téléphone invalide.' }),
    email: z.email({ error: 'Adresse e-mail invalide.' }).max(254, { error: 'Adresse e-mail invalide.' }),
    openingHours: z
      .array(OpeningDayInput)
      .max(7, { error: 'Sept jours au plus.' })
      .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
        error: 'Chaque jour ne peut figurer qu’une fois.',
      }),
    cutOff: z.object({
      daysBefore: z
        .number({ error: 'Indiquez un nombre de jours.' })
        .int({ error: 'Indiquez un nombre de jours entier.' })
        .min(0, { error: 'Le nombre de jours ne peut pas être négatif.' })
        .max(14, { error: 'Quatorze jours au plus.' }),
      time: TimeOfDay,
    }),
    dailyCapacity: count('la capacité par jour', 2000),
    bookingHorizonDays: count('l’horizon de réservation', 366),
    openOrdersPerCustomerPerDay: count('le nombre de commandes en cours par client et par jour', 50),
    weighingTolerancePercent: count('la tolérance de pesée (en %)', MAX_WEIGHING_TOLERANCE_PERCENT),
    paymentPolicy: PaymentPolicy,
    noShowRule: NoShowRule,
    acceptsMealVouchers: z.boolean({ error: 'Titres-restaurant\u00a0: indiquez oui ou non.' }),
    delivers: z.boolean({ error: 'Indiquez oui ou non.' }),
    deliveryZones: z.array(DeliveryZoneInput).max(20, { error: 'Vingt zones au plus.' }),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Indiquez au moins un champ à modifier.' });
export type UpdateShopRequest = z.input<typeof UpdateShopRequest>;

/**
 * What becomes of the open orders of a day the owner closes (issue 45): all moved to another open day, or all
 * cancelled with the owner's message to each customer.
 */
export const ClosingDayOrders = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('move'), to: CalendarDay }),
    z.object({ action: z.literal('cancel'), message: text('le message aux clients', 300) }),
  ],
  { error: 'Choisissez de déplacer les commandes («\u00a0move\u00a0») ou de les annuler («\u00a0cancel\u00a0»).' },
);
export type ClosingDayOrders = z.input<typeof ClosingDayOrders>;

export const AddClosingDayRequest = z.object({
  date: CalendarDay,
  reason: text('la raison de la fermeture', 120),
  /** Required when the day has open orders (else 409 DAY_HAS_ORDERS with their count). */
  orders: ClosingDayOrders.optional(),
});
export type AddClosingDayRequest = z.input<typeof AddClosingDayRequest>;

export const ClosingDayParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  date: CalendarDay,
});

export const HolidayRequest = z
  .object({
    date: CalendarDay,
    label: text('le nom de la fête (Noël, Pâques…)', 60),
    ordersOpenAt: ParisMinute,
    cutOffAt: ParisMinute,
    capacity: count('la capacité de ce jour', 5000),
    articleIds: z
      .array(z.number().int().min(1).max(2_147_483_647))
      .max(100, { error: 'Cent articles au plus.' })
      .optional()
      .default([]),
    /** Overrides the shop's payment rule on this day; null or left out: the shop's. */
    paymentPolicy: PaymentPolicy.nullish().transform((v) => v ?? null),
  })
  .superRefine((h, ctx) => {
    if (h.ordersOpenAt >= h.cutOffAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['cutOffAt'],
        message: 'La clôture doit suivre l’ouverture des commandes.',
      });
    }
    if (h.cutOffAt.slice(0, 10) > h.date) {
      ctx.addIssue({ code: 'custom', path: ['cutOffAt'], message: 'La clôture doit précéder le jour de fête.' });
    }
  });
export type HolidayRequest = z.input<typeof HolidayRequest>;

const childId = z.coerce
  .number({ error: "L'identifiant doit être un nombre entier positif." })
  .int({ error: "L'identifiant doit être un nombre entier positif." })
  .min(1, { error: "L'identifiant doit être un nombre entier positif." })
  .max(2_147_483_647, { error: "L'identifiant est trop grand." });

export const HolidayParams = z.object({ id: childId, holidayId: childId });
export const TimeWindowParams = z.object({ id: childId, windowId: childId });

export const TimeWindowRequest = z
  .object({
    date: CalendarDay,
    mode: OrderMode,
    starts: TimeOfDay,
    ends: TimeOfDay,
    capacity: count('la capacité du créneau', 1000),
  })
  .refine((w) => w.starts < w.ends, { error: 'La fin du créneau doit suivre son début.', path: ['ends'] });
export type TimeWindowRequest = z.input<typeof TimeWindowRequest>;

export const DeliveryRoundParams = z.object({ id: childId, roundId: childId });

/** POST /api/admin/shops/{id}/delivery-rounds: a weekly round; rounds of one weekday never overlap. */
export const DeliveryRoundRequest = z
  .object({
    weekday: z
      .number({ error: 'Choisissez le jour.' })
      .int({ error: 'Jour invalide (1 à 7).' })
      .min(1, { error: 'Jour invalide (1 à 7).' })
      .max(7, { error: 'Jour invalide (1 à 7).' }),
    starts: TimeOfDay,
    ends: TimeOfDay,
    capacity: count('la capacité de la tournée', 1000),
  })
  .refine((r) => r.starts < r.ends, { error: 'La fin de la tournée doit suivre son début.', path: ['ends'] });
export type DeliveryRoundRequest = z.input<typeof DeliveryRoundRequest>;

export const WindowCapacityRequest = z.object({ capacity: count('la capacité du créneau', 1000) });
export type WindowCapacityRequest = z.input<typeof WindowCapacityRequest>;
