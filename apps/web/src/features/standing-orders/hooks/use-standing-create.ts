import type { StandingOrder, User } from '@boucherie/contract';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/forms/field-messages';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useCreateStandingOrder } from '../api/create-standing-order';
import { errorsFromProblem, toCreateRequest } from '../lib/standing-form';
import type { StandingFormErrors, StandingFormValues, StandingSource } from '../lib/standing-values';

const SHOWN_FIELDS = /^(mode|shopId|address|deliveryInstructions|weekdays|startDate|endDate|name)/;

type Options = {
  source: StandingSource;
  initial: StandingFormValues;
  user: User | null;
  /** Today in Paris. */
  day: string;
  onCreated: (standing: StandingOrder) => void;
};

/**
 * The request the form makes, read by the contract's rules (CreateStandingOrderRequest, in toCreateRequest)
 * and today's (a first date from tomorrow), which the contract cannot make alone. The body is sent as built:
 * the server applies the contract's defaults itself.
 */
const requestOf = (source: StandingSource, user: User | null, day: string) =>
  z.custom<StandingFormValues>().transform((values, ctx) => {
    const result = toCreateRequest(values, source, user, day);
    if (result.ok) return result.body;
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', path: field.split('.'), message });
    }
    return z.NEVER;
  });

/**
 * The new standing order's values and errors: checked on sending, then again at each change; a refusal's
 * messages go under their fields, and those of no field shown above the buttons.
 */
export function useStandingCreate({ source, initial, user, day, onCreated }: Options) {
  const form = useZodForm<StandingFormValues, ReturnType<typeof requestOf>>(requestOf(source, user, day), initial);
  const values = { ...initial, ...useWatch({ control: form.control }) } as StandingFormValues;
  const create = useCreateStandingOrder();
  const submitted = form.formState.isSubmitted;
  // After a first try, each change checks the whole form again at once, so a message goes as soon as it is fixed.
  const update = (next: StandingFormValues) => {
    for (const [name, value] of Object.entries(next)) form.setValue(name as keyof StandingFormValues, value as never);
    if (submitted) void form.trigger();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    if (create.isPending) return;
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      if (isApiError(error) && error.status < 500 && error.status !== 401) {
        const mapped = errorsFromProblem(error.problem.errors);
        const general = Object.entries(mapped)
          .filter(([field]) => !SHOWN_FIELDS.test(field))
          .map(([, message]) => message);
        const other = general[0] ?? (Object.keys(mapped).length === 0 ? error.message : '');
        for (const [field, message] of Object.entries({ ...mapped, form: other })) {
          form.setError(field as never, { type: 'server', message });
        }
      } else if (!isApiError(error)) {
        const message = 'La commande récurrente n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.';
        form.setError('form' as never, { type: 'server', message });
      }
    }
  });

  const errors: StandingFormErrors = fieldMessages(form.formState.errors);
  return { values, errors, update, onSubmit, pending: create.isPending };
}
