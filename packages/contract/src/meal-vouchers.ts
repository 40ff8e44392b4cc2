import { z } from 'zod';
import { addDays, isoWeekday } from './paris-time.js';

// Titres-restaurant (issue 41, ADR 073): which part of an order they may pay. Only articles marked eligible
// (raw meat by default), never the delivery fee; at most €25 a day per holder; not on a Sunday nor a bank
// holiday (Code du travail R. 3262-8 and 3262-10). The rest is paid by card.

/**
 * The catalogue's raw-meat categories (their slugs): a new article of one of them is eligible unless the owner
 * says otherwise; charcuterie and traiteur (ready to eat, cooked, cured), drinks and épicerie are not (ADR 073).
 */
export const RAW_MEAT_CATEGORY_SLUGS = ['boeuf', 'veau', 'porc', 'agneau', 'volaille', 'barbecue'] as const;
export const isRawMeatCategory = (slug: string) => (RAW_MEAT_CATEGORY_SLUGS as readonly string[]).includes(slug);

/** The daily ceiling per holder, in cents (décret 2022-1010, kept since). */
export const MEAL_VOUCHER_DAILY_CAP_CENTS = 2500;

/**
 * Where a titres' part paid online stands (ADR 073): awaiting the customer on the titres provider's page, then
 * debited (`pending` → `captured` → `refunded`), or never debited: `declined` on that page, `abandoned` with its
 * order (cancelled, or prepared, before the customer answered).
 */
export const MEAL_VOUCHER_STATUSES = [
  'awaiting_customer',
  'pending',
  'captured',
  'refunded',
  'declined',
  'abandoned',
] as const;
export type MealVoucherStatus = (typeof MEAL_VOUCHER_STATUSES)[number];

/** The states in which the titres took money, or are taking it: what the till, the answers and the e-reporting count. */
export const MEAL_VOUCHER_TAKEN: readonly MealVoucherStatus[] = ['pending', 'captured', 'refunded'];

/**
 * The states that keep their part of the day's 25 €: taken, or awaiting the customer's answer (read under the
 * customer's lock at placing, so two orders at once never share the same 25 €).
 */
export const MEAL_VOUCHER_HOLDING: readonly MealVoucherStatus[] = ['awaiting_customer', ...MEAL_VOUCHER_TAKEN];

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * France's bank holidays of a year (Code du travail L. 3133-1); in Alsace-Moselle, where the shops are,
 * Good Friday and 26 December too (L. 3134-13).
 */
export function bankHolidays(year: number, { alsaceMoselle = true } = {}): string[] {
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];
  const days = [
    ...fixed.map((md) => `${year}-${md}`),
    addDays(easter, 1),
    addDays(easter, 39),
    addDays(easter, 50),
    ...(alsaceMoselle ? [addDays(easter, -2), `${year}-12-26`] : []),
  ];
  return days.sort();
}

export type MealVoucherInput = {
  /** The Paris day the titres are used (the order's payment day). */
  date: string;
  lines: { totalCents: number; eligible: boolean }[];
  deliveryFeeCents: number;
  /** What the holder already paid in titres that day. */
  usedTodayCents: number;
  alsaceMoselle?: boolean;
};

/** Why titres pay nothing: a Sunday, a bank holiday, the day's ceiling reached, nothing eligible. */
export type MealVoucherRefusal = 'sunday' | 'bank_holiday' | 'cap_reached' | 'nothing_eligible';

export type MealVoucherSplit = {
  eligibleCents: number;
  voucherCents: number;
  cardCents: number;
  refusal: MealVoucherRefusal | null;
};

export const MEAL_VOUCHER_REFUSAL_TEXT: Record<MealVoucherRefusal, string> = {
  sunday: 'Les titres-restaurant ne s’utilisent pas le dimanche\u00a0: le total est réglé par carte.',
  bank_holiday: 'Les titres-restaurant ne s’utilisent pas un jour férié\u00a0: le total est réglé par carte.',
  cap_reached: 'Vous avez déjà utilisé 25\u00a0€ de titres-restaurant aujourd’hui\u00a0: le reste est réglé par carte.',
  nothing_eligible: 'Aucun article de la commande ne se paie en titres-restaurant\u00a0: le total est réglé par carte.',
};

/** Why titres pay nothing on `date` whatever the basket: a Sunday or a bank holiday; null on any other day. */
export function mealVoucherDayRefusal(date: string, alsaceMoselle = true): 'sunday' | 'bank_holiday' | null {
  if (isoWeekday(date) === 7) return 'sunday';
  if (bankHolidays(Number(date.slice(0, 4)), { alsaceMoselle }).includes(date)) return 'bank_holiday';
  return null;
}

/** The order's split between titres-restaurant and card, to the cent. */
export function mealVoucherSplit(input: MealVoucherInput): MealVoucherSplit {
  const linesCents = input.lines.reduce((sum, l) => sum + l.totalCents, 0);
  const totalCents = linesCents + input.deliveryFeeCents;
  const eligibleCents = input.lines.filter((l) => l.eligible).reduce((sum, l) => sum + l.totalCents, 0);
  const none = (refusal: MealVoucherRefusal): MealVoucherSplit => ({
    eligibleCents,
    voucherCents: 0,
    cardCents: totalCents,
    refusal,
  });
  const closed = mealVoucherDayRefusal(input.date, input.alsaceMoselle);
  if (closed) return none(closed);
  if (eligibleCents <= 0) return none('nothing_eligible');
  const left = Math.max(0, MEAL_VOUCHER_DAILY_CAP_CENTS - input.usedTodayCents);
  if (left === 0) return none('cap_reached');
  const voucherCents = Math.min(eligibleCents, left);
  return { eligibleCents, voucherCents, cardCents: totalCents - voucherCents, refusal: null };
}

/** The checkout's refusal of titres for an order (MEAL_VOUCHER_REFUSED): each refusal's sentence. */
export const MEAL_VOUCHER_CHECKOUT_REFUSAL: Record<MealVoucherRefusal, string> = {
  sunday: 'Les titres-restaurant ne sont pas acceptés le dimanche et les jours fériés.',
  bank_holiday: 'Les titres-restaurant ne sont pas acceptés le dimanche et les jours fériés.',
  cap_reached:
    'Vous avez déjà utilisé 25\u00a0€ de titres-restaurant pour ce jour\u00a0: choisissez le paiement par carte.',
  nothing_eligible: 'Aucun article de votre panier ne se paie en titres-restaurant\u00a0: choisissez la carte.',
};

/** « Titre-restaurant 18,40 € + carte 7,10 € »: the split as the checkout and the order page say it. */
export function mealVoucherSplitText(voucherCents: number, cardCents: number): string {
  const euros = (cents: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  return `Titre-restaurant ${euros(voucherCents)} + carte ${euros(cardCents)}`;
}

/** `GET /api/orders/meal-voucher-split?date=`: what titres would pay of the customer's cart on that day. */
export const MealVoucherSplitQuery = z.object({
  date: z
    .string({ error: 'Indiquez le jour de la commande (AAAA-MM-JJ).' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Jour invalide\u00a0: attendu AAAA-MM-JJ.' })
    .refine(
      (d) => {
        const at = new Date(`${d}T12:00:00Z`);
        return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
      },
      {
        error: 'Jour invalide\u00a0: attendu AAAA-MM-JJ.',
      },
    ),
});
export type MealVoucherSplitQuery = z.input<typeof MealVoucherSplitQuery>;
export const MealVoucherSplitAnswer = z.object({
  /** The eligible lines' estimate, in euros (never the delivery fee). */
  eligible: z.number(),
  /** What titres would pay: the eligible subtotal, at most what is left of the day's 25 €. */
  voucher: z.number(),
  /** What the customer already paid in titres that day. */
  usedToday: z.number(),
  refusal: z.enum(['sunday', 'bank_holiday', 'cap_reached', 'nothing_eligible']).nullable(),
  /** The refusal's sentence, or null. */
  message: z.string().nullable(),
});
export type MealVoucherSplitAnswer = z.infer<typeof MealVoucherSplitAnswer>;
