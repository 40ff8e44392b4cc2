import { useFrenchErrors } from '@boucherie/contract';
import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

// zod's own messages in French, for the few rules of the contract that carry no message of their own.
useFrenchErrors();

/**
 * react-hook-form reads the contract's zod schemas through this (the forms and the server share one set
 * of rules). Each field gets the first message zod gives it; on success the form receives the parsed
 * values (trimmed, E.164 phone numbers…), as the server would.
 */
export function zodResolver<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  /** Shapes the form's values into the request before the rules read them (hidden fields left out…). */
  prepare: (values: TValues) => unknown = (values) => values,
  /** The form's field for a request's path, where `prepare` reshapes them ("preparationNotes.0.note"). */
  nameOf: FieldNameOf = defaultNameOf,
): Resolver<TValues, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toFieldErrors<TValues>(result.error.issues, nameOf) };
  };
}

export type FieldNameOf = (path: readonly PropertyKey[]) => string;

const defaultNameOf: FieldNameOf = (path) => path.map(String).join('.');

export function toFieldErrors<T extends FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[],
  nameOf: FieldNameOf = defaultNameOf,
): FieldErrors<T> {
  // Nested as react-hook-form keeps them ("address.postcode" under address): fixing the field then takes
  // its message away, which a flat key would outlive.
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const name = nameOf(issue.path) || 'root';
    if (!get(errors, name)) set(errors, name, { type: issue.code, message: issue.message });
  }
  return errors as FieldErrors<T>;
}
