import { useFrenchErrors } from '@boucherie/contract';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
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
): Resolver<TValues, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toFieldErrors<TValues>(result.error.issues) };
  };
}

export function toFieldErrors<T extends FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[],
): FieldErrors<T> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'root';
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return errors as FieldErrors<T>;
}
