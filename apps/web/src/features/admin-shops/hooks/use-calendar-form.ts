import type { ShopCalendar } from '@boucherie/contract';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useCalendarChange } from '../api/use-calendar-change';
import { errorOf } from '../lib/field-errors';

type Options<V extends FieldValues, B> = {
  defaultValues: V;
  /** The form's texts as the request (numbers parsed; an empty number is NaN, which the server refuses by name). */
  toBody: (values: V) => B;
  send: (body: B) => Promise<ShopCalendar>;
  success: string;
  /** What the form holds once saved: its empty values unless said otherwise (a day kept for the next window). */
  after?: (saved: V) => V;
  onSaved?: () => void;
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
 * The one way a calendar form works: react-hook-form holds the fields; the server checks the request with the
 * contract's schema and its messages show under the fields (ADR 019: a form may be sent incomplete, the
 * server says what is missing, a conflict shows above the form).
 */
export function useCalendarForm<V extends FieldValues, B>({
  defaultValues,
  toBody,
  send,
  success,
  after,
  onSaved,
}: Options<V, B>): CalendarForm<V> {
  const form = useForm<V>({ defaultValues: defaultValues as DefaultValues<V> });
  const change = useCalendarChange(send, success);
  const submit = form.handleSubmit(async (values) => {
    if (!(await change.run(toBody(values)))) return;
    form.reset(after ? after(values) : defaultValues);
    onSaved?.();
  });
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
