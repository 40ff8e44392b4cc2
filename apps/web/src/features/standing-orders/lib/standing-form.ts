import { addDays, CreateStandingOrderRequest, USER_TYPE, type User } from '@boucherie/contract';
import { trimmedAddress } from '../../../lib/delivery-address';
import {
  firstDateOn,
  type StandingFormErrors,
  type StandingFormValues,
  type StandingSource,
  todayInParis,
} from './standing-values';

// How the "Commander chaque semaine" form becomes the POST /api/standing-orders body, or the French messages
// that stop it.

export type { StandingFormErrors, StandingFormValues, StandingSource } from './standing-values';

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
            ...trimmedAddress(address),
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
