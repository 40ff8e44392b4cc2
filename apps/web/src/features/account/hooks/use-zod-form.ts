import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../lib/zod-resolver';

/**
 * A form checked by a contract schema as the person types (the brief's rule): each key stroke
 * checks the field (and so does leaving it), so a message appears as soon as a value is wrong and
 * goes away once it is fixed.
 */
export function useZodForm<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: DefaultValues<TValues>,
  prepare?: (values: TValues) => unknown,
) {
  return useForm<TValues, unknown, z.output<S>>({
    resolver: zodResolver<TValues, S>(schema, prepare),
    defaultValues,
    mode: 'all',
    reValidateMode: 'onChange',
    // Forms pass focusFirstInvalid to handleSubmit instead: the first error in reading order.
    shouldFocusError: false,
  });
}
