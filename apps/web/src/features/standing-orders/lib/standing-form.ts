import {
  addDays,
  CreateStandingOrderRequest,
  isoWeekday,
  type Order,
  type OrderMode,
  parisDate,
  USER_TYPE,
  type User,
} from '@boucherie/contract';

// The "Commander chaque semaine" form: what it holds, how it is prefilled from a past order or from the
// cart, and how it becomes the POST /api/standing-orders body (or the French messages that stop it).

export type AddressValues = {
  company: string;
  firstName: string;
  lastName: string;
  street: string;
  postcode: string;
  city: string;
};

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

export const todayInParis = (now: Date = new Date()) => parisDate(now);

/** The first day on or after `from` that falls on one of the weekdays (from itself when the list is empty). */
export function firstDateOn(weekdays: readonly number[], from: string): string {
  if (weekdays.length === 0) return from;
  for (let i = 0; i < 7; i++) {
    const day = addDays(from, i);
    if (weekdays.includes(isoWeekday(day))) return day;
  }
  return from;
}

export function addressOf(user: User | null): AddressValues {
  return {
    company: user?.userType === USER_TYPE.pro ? (user.company ?? '') : '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    street: user?.streetAndNumber ?? '',
    postcode: user?.postCode ?? '',
    city: user?.locality ?? '',
  };
}

/**
 * A past order, every week on its weekday: same place, same window, first on that weekday from tomorrow.
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
    : addressOf(user);
  return {
    name: '',
    weekdays: [weekday],
    startDate: firstDateOn([weekday], addDays(today, 1)),
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
    address: addressOf(user),
    deliveryInstructions: '',
    windowStarts: null,
  };
}

/** The checks on dates the contract cannot make alone: they need today's date. */
export function scheduleErrors(
  values: Pick<StandingFormValues, 'weekdays' | 'startDate' | 'endDate'>,
  today: string,
  { startChecked = true } = {},
): StandingFormErrors {
  const errors: StandingFormErrors = {};
  if (values.weekdays.length === 0) errors.weekdays = 'Choisissez au moins un jour de la semaine.';
  if (startChecked) {
    if (values.startDate === '') errors.startDate = 'Indiquez la date de la première commande.';
    else if (values.startDate <= today) {
      errors.startDate = 'La première commande ne peut partir qu’à partir de demain.';
    }
  }
  if (values.endDate !== '' && values.startDate !== '' && values.endDate < values.startDate) {
    errors.endDate = 'La date de fin précède la date de début.';
  } else if (values.endDate !== '' && values.endDate <= today) {
    errors.endDate = 'La date de fin est passée.';
  } else if (
    values.endDate !== '' &&
    values.weekdays.length > 0 &&
    firstDateOn(values.weekdays, values.startDate || addDays(today, 1)) > values.endDate
  ) {
    errors.endDate = 'Aucun des jours choisis ne tombe avant la date de fin.';
  }
  return errors;
}

export type BuildResult<T> = { ok: true; body: T } | { ok: false; errors: StandingFormErrors };

/** The request body, or the messages under each field; the contract's rules speak for the rest. */
export function toCreateRequest(
  values: StandingFormValues,
  source: StandingSource,
  user: Pick<User, 'userType'> | null,
  today: string = todayInParis(),
): BuildResult<CreateStandingOrderRequest> {
  const address = values.address;
  const body: CreateStandingOrderRequest = {
    name: values.name.trim() || null,
    ...(source.kind === 'cart' ? { fromCart: true } : { fromOrderId: source.orderId }),
    mode: values.mode,
    ...(values.mode === 'Pickup' ? { shopId: values.shopId } : {}),
    ...(values.mode === 'Delivery'
      ? {
          address: {
            firstName: address.firstName.trim(),
            lastName: address.lastName.trim(),
            street: address.street.trim(),
            postcode: address.postcode.trim(),
            city: address.city.trim(),
            country: 'FR',
            ...(user?.userType === USER_TYPE.pro ? { company: address.company.trim() || null } : {}),
          },
          deliveryInstructions: values.deliveryInstructions.trim() || null,
        }
      : {}),
    windowStarts: values.windowStarts,
    weekdays: values.weekdays,
    startDate: values.startDate,
    endDate: values.endDate || null,
  };
  const errors: StandingFormErrors = {};
  const parsed = CreateStandingOrderRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'form';
      errors[field] ??= issue.message;
    }
  }
  // Today's checks speak before the contract's, which cannot know the date.
  Object.assign(errors, scheduleErrors(values, today));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** The server's 400 answer mapped onto the form's fields (its names are the request's). */
export function errorsFromProblem(errors: Record<string, string[]> | undefined): StandingFormErrors {
  const mapped: StandingFormErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    // "Address.Postcode" → "address.postcode", "Lines[0].Quantity" → "lines": the form's own names.
    const name = field
      .replace(/\[\d+\].*$/, '')
      .split('.')
      .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
      .join('.');
    mapped[name] ??= message;
  }
  return mapped;
}
