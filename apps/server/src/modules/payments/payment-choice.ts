import {
  DEFAULT_PAYMENT_POLICY,
  holdCents,
  mealVoucherDayRefusal,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMethod,
  type PaymentPolicy,
  parisInstant,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { validation } from '../../errors.js';

// Which payments an order may take, and what it then holds (ADR 049). Pure but for the policy's read.

/** A card hold lasts about 7 days; a day further than this is held later, on a saved card. */
export const HOLD_DAYS = 6;
const DAY = 86_400_000;

/** The owner's rule for each of a shop's days: a holiday day's own, else the shop's. */
export async function policiesFor(db: Db, shopId: number, dates: string[]): Promise<(date: string) => PaymentPolicy> {
  const shop = await db.selectFrom('shop').select('payment_policy').where('id', '=', shopId).executeTakeFirst();
  const holidays =
    dates.length === 0
      ? []
      : await db
          .selectFrom('shop_holiday')
          .select(['date', 'payment_policy'])
          .where('shop_id', '=', shopId)
          .where('date', 'in', dates)
          .where('payment_policy', 'is not', null)
          .execute();
  const own = new Map(holidays.map((h) => [h.date, h.payment_policy as PaymentPolicy]));
  const fallback = (shop?.payment_policy as PaymentPolicy | undefined) ?? DEFAULT_PAYMENT_POLICY;
  return (date) => own.get(date) ?? fallback;
}

/** The owner's rule for one of a shop's days. */
export async function policyFor(db: Db, shopId: number, date: string): Promise<PaymentPolicy> {
  return (await policiesFor(db, shopId, [date]))(date);
}

/**
 * The methods offered, the default first: a pro with terms pays on their statement whatever the shop's rule;
 * without a payment provider, every order is paid at the shop.
 */
export function methodsOffered(
  policy: PaymentPolicy,
  online: boolean,
  account: { onAccount: boolean },
  /** The shop takes titres online and the day allows them (ADR 073): offered beside the card. */
  mealVouchers = false,
): PaymentMethod[] {
  if (account.onAccount) return ['on_account'];
  if (!online || policy === 'counter') return ['counter'];
  // « En ligne ou au retrait »: the customer opts in to the card; unsaid, an order is paid at the shop, as always.
  const card: PaymentMethod[] = policy === 'online' ? ['online'] : ['counter', 'online'];
  return mealVouchers ? [...card, 'meal_voucher'] : card;
}

/**
 * Whether a shop's day offers titres online: the shop takes them, a provider is configured, and the day is
 * neither a Sunday nor a bank holiday (the day of the order's pickup or delivery, ADR 073).
 */
export async function mealVouchersFor(db: Db, shopId: number, provider: boolean): Promise<(date: string) => boolean> {
  if (!provider) return () => false;
  const shop = await db.selectFrom('shop').select('accepts_meal_vouchers').where('id', '=', shopId).executeTakeFirst();
  if (shop?.accepts_meal_vouchers !== 1) return () => false;
  return (date) => mealVoucherDayRefusal(date) === null;
}

/** The method asked for, when offered, else the default; a French 400 names what is offered. */
export function choosePaymentMethod(requested: PaymentMethod | undefined, offered: PaymentMethod[]): PaymentMethod {
  const [fallback = 'counter'] = offered;
  if (requested === undefined || offered.includes(requested)) return requested ?? fallback;
  const message =
    requested === 'on_account'
      ? 'Le paiement sur facture est réservé aux professionnels qui ont des conditions de paiement.'
      : fallback === 'on_account'
        ? 'Votre compte professionnel règle sur facture, selon vos conditions de paiement.'
        : requested === 'meal_voucher' && offered.includes('online')
          ? 'Cette boutique ne prend pas les titres-restaurant en ligne pour ce jour\u00a0: payez par carte.'
          : requested === 'online' || requested === 'meal_voucher'
            ? 'Le paiement en ligne n’est pas proposé pour ce jour dans cette boutique\u00a0: vous réglerez au retrait.'
            : 'Pour ce jour, cette boutique demande le paiement en ligne à la commande.';
  throw validation('PaymentMethod', message, 'PAYMENT_METHOD_REFUSED');
}

/** A card payment as it starts: its hold, until when it is awaited, and for a far day when to hold the card. */
export type PaymentPlan = {
  heldCents: number;
  awaitingUntil: string;
  authorizeAt: string | null;
};

/**
 * What an order's card payment starts as (an order paid at the shop or on account has no payment of its own:
 * its answer says so from the order). The hold is the estimate plus the tolerance on weighed lines, rounded up
 * to the euro, awaited for PAYMENT_WINDOW_MINUTES; for a day further than a hold lasts, the card is saved now
 * and held at the cut-off or two days before the day, whichever comes first.
 */
export function planPayment(
  order: { totalCents: number; weighedLinesCents: number; tolerancePercent: number; date: string; cutOff: Date },
  now: Date,
): PaymentPlan {
  const dayStarts = parisInstant(order.date, '00:00');
  const far = dayStarts.getTime() - now.getTime() > HOLD_DAYS * DAY;
  const authorizeAt = Math.min(order.cutOff.getTime(), dayStarts.getTime() - 2 * DAY);
  return {
    heldCents: holdCents(order.totalCents, order.weighedLinesCents, order.tolerancePercent),
    awaitingUntil: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000).toISOString(),
    authorizeAt: far ? new Date(Math.max(authorizeAt, now.getTime())).toISOString() : null,
  };
}
