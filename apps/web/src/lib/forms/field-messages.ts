import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * A form's errors as one message per field name ("address.postcode"), for fields drawn by components that
 * take their messages by name. react-hook-form keeps some errors nested (a field checked alone) and the
 * resolver's flat ("address.postcode" after a whole check): both read the same here.
 */
export function fieldMessages<T extends FieldValues>(errors: FieldErrors<T>): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (!value || typeof value !== 'object') return;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') {
      if (message) messages[prefix] ??= message;
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (key !== 'ref' && key !== 'types') walk(inner, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(errors, '');
  return messages;
}
