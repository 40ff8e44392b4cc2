import type { ApiError } from '../../../lib/api-error';

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
