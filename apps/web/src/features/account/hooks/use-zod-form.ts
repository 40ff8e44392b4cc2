import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../lib/zod-resolver';

/**
 * A form checked by a contract schema: a field is first checked when left, then at every key stroke,
 * so a message appears once the person is done with a field and goes away as soon as it is fixed.
 */
export function useZodForm<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: DefaultValues<TValues>,
  prepare?: (values: TValues) => unknown,
) {
  return useForm<TValues, unknown, z.output<S>>({
    resolver: zodResolver<TValues, S>(schema, prepare),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // Forms pass focusFirstInvalid to handleSubmit instead: the first error in reading order.
    shouldFocusError: false,
  });
}
