import type { StandingOrder, User } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
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
 * The new standing order's values and errors: checked on sending, then again at each change; a refusal's
 * messages go under their fields, and those of no field shown above the buttons.
 */
export function useStandingCreate({ source, initial, user, day, onCreated }: Options) {
  const [values, setValues] = useState<StandingFormValues>(initial);
  const [errors, setErrors] = useState<StandingFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateStandingOrder();
  // After a first try, each change is checked again at once so a message goes as soon as it is fixed.
  const update = (next: StandingFormValues) => {
    setValues(next);
    if (submitted) {
      const result = toCreateRequest(next, source, user, day);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    const result = toCreateRequest(values, source, user, day);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      onCreated(await create.mutateAsync(result.body));
    } catch (error) {
      if (isApiError(error) && error.status < 500 && error.status !== 401) {
        const mapped = errorsFromProblem(error.problem.errors);
        const general = Object.entries(mapped)
          .filter(([field]) => !SHOWN_FIELDS.test(field))
          .map(([, message]) => message);
        setErrors({ ...mapped, form: general[0] ?? (Object.keys(mapped).length === 0 ? error.message : '') });
      } else if (!isApiError(error)) {
        setErrors({ form: 'La commande récurrente n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.' });
      }
    }
  }

  return { values, errors, update, onSubmit, pending: create.isPending };
}
