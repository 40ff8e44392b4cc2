import { useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Resolver,
  set,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type FieldNameOf, zodResolver } from './zod-resolver';

type Kept = Map<string, { value: unknown; error: FieldError }>;

const valueAt = (values: FieldValues, name: string): unknown =>
  name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

/**
 * The server's message on a field stays while the field holds the value it refused: leaving the field
 * must not wipe "Code incorrect" and pull the page up under the finger that is tapping the next button.
 * Typing a new value, or sending the form again, lets the contract's rules speak afresh.
 */
export function keepServerErrors<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, kept: Kept) {
  const wrapped: Resolver<T, unknown, O> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (kept.size === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, { value, error }] of kept) {
      if (!Object.is(valueAt(values, name), value)) kept.delete(name);
      else if (!get(errors, name)) set(errors, name, error);
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as typeof result.errors };
  };
  return wrapped;
}

/**
 * A form checked by a contract schema as the person types (the brief's rule): each key stroke
 * checks the field (and so does leaving it), so a message appears as soon as a value is wrong and
 * goes away once it is fixed. A server's message stays until the field changes (keepServerErrors).
 * `checkOn: 'submit'` is for a field read whole, like a scale's reading at the counter: « 1, » on the
 * way to « 1,62 » is no mistake, so the rules speak when it is sent. `nameOf` names the form's field of
 * a request's path when `prepare` reshapes the values. Render the form with `Form` (form.tsx): its
 * errors are then summed up at its top after a refused submit.
 */
export function useZodForm<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: DefaultValues<TValues>,
  prepare?: (values: TValues) => unknown,
  { checkOn = 'typing', nameOf }: { checkOn?: 'typing' | 'submit'; nameOf?: FieldNameOf } = {},
): UseFormReturn<TValues, unknown, z.output<S>> {
  const [kept] = useState<Kept>(() => new Map());
  const [resolver] = useState(() => keepServerErrors(zodResolver<TValues, S>(schema, prepare, nameOf), kept));
  const form = useForm<TValues, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: checkOn === 'typing' ? 'all' : 'onSubmit',
    reValidateMode: checkOn === 'typing' ? 'onChange' : 'onSubmit',
    // Forms pass focusFirstInvalid to handleSubmit instead: the first error in reading order.
    shouldFocusError: false,
  });
  const setError: typeof form.setError = (name, error, options) => {
    if (error.message) kept.set(name, { value: valueAt(form.getValues(), name), error: { type: 'server', ...error } });
    form.setError(name, error, options);
  };
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) => (event) => {
    kept.clear();
    return form.handleSubmit(onValid, onInvalid)(event);
  };
  return { ...form, setError, handleSubmit };
}
