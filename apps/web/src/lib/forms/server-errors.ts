import { isApiError } from '../api-error';
import { failureMessage } from './error-message';

/** "PhoneNumber2" → "phoneNumber2": the server names fields in PascalCase, the forms in camelCase. */
export const fieldOfServerKey = (key: string) => key.replace(/^./, (c) => c.toLowerCase());

/** "PreparationNotes[1].Note" → ['preparationNotes', 1, 'note']: a nested field's name as a path. */
export function fieldPathOf(key: string): (string | number)[] {
  return key
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : fieldOfServerKey(part)));
}

export type ServerFieldError = { field: string; message: string };

/**
 * The per-field messages of a 400 answer, for the fields the form shows, and what is left for a toast:
 * the detail when no field message can be shown.
 */
export function readServerErrors(
  error: unknown,
  fields: readonly string[],
): { fieldErrors: ServerFieldError[]; otherMessage: string | undefined } {
  if (!isApiError(error)) return { fieldErrors: [], otherMessage: undefined };
  const fieldErrors: ServerFieldError[] = [];
  const others: string[] = [];
  for (const [key, messages] of Object.entries(error.problem.errors ?? {})) {
    const field = fieldOfServerKey(key);
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(field)) fieldErrors.push({ field, message });
    else others.push(message);
  }
  const otherMessage = others[0] ?? (fieldErrors.length === 0 ? error.message : undefined);
  return { fieldErrors, otherMessage };
}

/**
 * Puts the server's per-field messages on the form's fields (the first one gets the focus) and answers
 * what is left to say about the whole form: the server's detail, a network failure, or nothing when the
 * API client already showed its toast (5xx).
 */
export function applyServerErrors(
  error: unknown,
  fields: readonly string[],
  setError: (name: never, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  fallback: string,
): string | undefined {
  if (!isApiError(error)) return failureMessage(error, fallback);
  if (error.status >= 500) return undefined;
  const { fieldErrors, otherMessage } = readServerErrors(error, fields);
  fieldErrors.forEach(({ field, message }, index) => {
    setError(field as never, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return otherMessage;
}
