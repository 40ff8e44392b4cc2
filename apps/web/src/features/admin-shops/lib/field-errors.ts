import type { FieldErrors as FieldErrorTree } from 'react-hook-form';
import type { ApiError } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/forms/field-messages';

/** The server's messages by field, keys lower-cased ("cutoff.time", "openinghours[1].periods[0].closes"). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsFrom(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.problem.errors ?? {})) {
    const first = messages[0];
    if (first) errors[field.toLowerCase()] = first;
  }
  return errors;
}

/** The first message of a field or of anything under it ("openinghours" finds "openinghours[2].periods"). */
export function errorOf(errors: FieldErrors, field: string): string | undefined {
  const key = field.toLowerCase();
  if (errors[key]) return errors[key];
  const nested = Object.keys(errors).find((k) => k.startsWith(`${key}.`) || k.startsWith(`${key}[`));
  return nested ? errors[nested] : undefined;
}

/**
 * The client's resolver names a field by its request path ("deliveryZones.0.fee"); the server names it
 * "DeliveryZones[0].Fee": both become the one lower-cased key the cards read ("deliveryzones[0].fee").
 */
export function fieldErrorsFromPaths(errors: FieldErrorTree): FieldErrors {
  const found: FieldErrors = {};
  // The resolver nests its errors as react-hook-form does: read back as paths.
  for (const [path, message] of Object.entries(fieldMessages(errors))) {
    const key = path
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : part))
      .join('.')
      .replace(/\.\[/g, '[')
      .toLowerCase();
    found[key] ??= message;
  }
  return found;
}
