import type { ShopCalendar } from '@boucherie/contract';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../lib/forms/zod-resolver';
import { useCalendarChange } from '../api/use-calendar-change';
import { errorOf, fieldErrorsFromPaths } from '../lib/field-errors';

type Options<V extends FieldValues, B> = {
  defaultValues: V;
  /** The form's texts as the request (numbers parsed; an empty number is NaN, which the server refuses by name). */
  toBody: (values: V) => B;
  send: (body: B) => Promise<ShopCalendar>;
  /** The contract's schema of the request, checked before sending: its messages show where the server's would. */
  schema: z.ZodType;
  success: string;
  /** What the form holds once saved: its empty values unless said otherwise (a day kept for the next window). */
  after?: (saved: V) => V;
  onSaved?: () => void;
  /** A refusal the form's card answers itself (useCalendarChange). */
  claim?: (error: unknown) => boolean;
};

export type CalendarForm<V extends FieldValues> = {
  form: UseFormReturn<V>;
  submit: () => void;
  /** The server's message for a field (or anything under it): "cutoff.daysbefore", "ends". */
  error: (path: string) => string | undefined;
  refusal: string | null;
  pending: boolean;
};

/**
 * The one way a calendar form works: react-hook-form holds the fields; the contract's schema checks the request
 * before it leaves, the server checks it again, and either's messages show under the fields
 * (ADR 019: a conflict shows above the form).
 */
export function useCalendarForm<V extends FieldValues, B>({
  defaultValues,
  toBody,
  send,
  schema,
  success,
  after,
  onSaved,
  claim,
}: Options<V, B>): CalendarForm<V> {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    // Its parsed values are not used (below): only whether the request passes, and where not.
    resolver: zodResolver<V, z.ZodType>(schema, toBody) as unknown as Resolver<V>,
  });
  const change = useCalendarChange(send, success, claim);
  // The request sent is the form's own (not the schema's parsed copy), as the server's check expects it.
  const submit = form.handleSubmit(
    async () => {
      const values = form.getValues();
      if (!(await change.run(toBody(values)))) return;
      form.reset(after ? after(values) : defaultValues);
      onSaved?.();
    },
    (errors) => change.showErrors(fieldErrorsFromPaths(errors)),
  );
  return {
    form,
    submit: () => void submit(),
    error: (path) => errorOf(change.errors, path),
    refusal: change.refusal,
    pending: change.pending,
  };
}

/** A number's text as the request wants it: NaN when empty, so that the server names the missing field. */
export const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
