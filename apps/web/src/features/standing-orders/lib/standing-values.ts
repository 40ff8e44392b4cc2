import { addDays, isoWeekday, type Order, type OrderMode, type Shop, type User } from '@boucherie/contract';
import { type AddressValues, addressFromProfile } from '../../../lib/delivery-address';
import { todayInParis } from '../../../lib/paris-day';

// The "Commander chaque semaine" form's values and how they are prefilled from a past order or from the cart.
// Kept apart from the checks (standing-form.ts, which read the contract's schemas): the cart and order pages
// import this at once, the form and its checks only when it opens.

export type { AddressValues } from '../../../lib/delivery-address';

export type StandingFormValues = {
  name: string;
  /** ISO weekdays: 1 lundi … 7 dimanche. */
  weekdays: number[];
  startDate: string;
  /** '' when the standing order has no end. */
  endDate: string;
  mode: OrderMode;
  shopId: number | null;
  address: AddressValues;
  deliveryInstructions: string;
  /** The past order's time window, kept as the preferred one ("09:00"). */
  windowStarts: string | null;
};

/** Where the lines come from: the server reads them itself from the cart or from the order. */
export type StandingSource = { kind: 'cart' } | { kind: 'order'; orderId: number; orderNumber: string };

/** Field name → the first French message for it ("weekdays", "startDate", "address.postcode"…). */
export type StandingFormErrors = Record<string, string>;

export { todayInParis };

/** The first day on or after `from` that falls on one of the weekdays (from itself when the list is empty). */
export function firstDateOn(weekdays: readonly number[], from: string): string {
  if (weekdays.length === 0) return from;
  for (let i = 0; i < 7; i++) {
    const day = addDays(from, i);
    if (weekdays.includes(isoWeekday(day))) return day;
  }
  return from;
}

/** The later of two days ("2026-12-02"). */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * A past order, every week on its weekday: same place, same window, first on that weekday after the order's
 * own day (from tomorrow): the weekly order never doubles the one it was made from (issue 30).
 */
export function valuesFromOrder(order: Order, user: User | null, today: string = todayInParis()): StandingFormValues {
  const weekday = isoWeekday(order.date);
  const address = order.address
    ? {
        company: order.address.company ?? '',
        firstName: order.address.firstName,
        lastName: order.address.lastName,
        street: order.address.street,
        postcode: order.address.postcode,
        city: order.address.city,
      }
    : addressFromProfile(user);
  return {
    name: '',
    weekdays: [weekday],
    startDate: firstDateOn([weekday], later(addDays(today, 1), addDays(order.date, 1))),
    endDate: '',
    mode: order.mode,
    shopId: order.shop?.id ?? null,
    address,
    deliveryInstructions: order.deliveryInstructions ?? '',
    windowStarts: order.timeWindow?.starts ?? null,
  };
}

/**
 * The cart, every week on the weekday of the day the customer had in mind (tomorrow by default), with the
 * mode and shop they chose for their orders and their profile's address.
 */
export function valuesFromCart(
  choices: { mode: OrderMode; shopId: number | null; preferredDay: string | null },
  user: User | null,
  today: string = todayInParis(),
): StandingFormValues {
  const tomorrow = addDays(today, 1);
  const day = choices.preferredDay && choices.preferredDay > today ? choices.preferredDay : tomorrow;
  const weekday = isoWeekday(day);
  return {
    name: '',
    weekdays: [weekday],
    startDate: firstDateOn([weekday], tomorrow),
    endDate: '',
    mode: choices.mode,
    shopId: choices.shopId,
    address: addressFromProfile(user),
    deliveryInstructions: '',
    windowStarts: null,
  };
}

/**
 * The weekdays the shop that would serve the standing order opens (the pickup's shop, or the one delivering the
 * address's post code); every day while no shop is known yet.
 */
export function openWeekdaysFor(
  values: Pick<StandingFormValues, 'mode' | 'shopId' | 'address'>,
  shops: readonly Shop[] = [],
) {
  const postcode = values.address.postcode?.trim() ?? '';
  const shop =
    values.mode === 'Pickup'
      ? shops.find((s) => s.id === values.shopId)
      : shops.find((s) => s.deliveryZones.some((z) => z.postCodes.includes(postcode)));
  if (!shop) return [1, 2, 3, 4, 5, 6, 7];
  return shop.openingHours.filter((d) => d.periods.length > 0).map((d) => d.weekday);
}
