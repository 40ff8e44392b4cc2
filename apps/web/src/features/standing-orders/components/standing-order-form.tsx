import { addDays, type Shop, type StandingOrder, USER_TYPE, type User } from '@boucherie/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { labelClass } from '../../../components/ui/label';
import { controlClass } from '../../../components/ui/text-input';
import { isApiError } from '../../../lib/api-error';
import { useCreateStandingOrder } from '../api/create-standing-order';
import { errorsFromProblem, toCreateRequest } from '../lib/standing-form';
import { formatDay, formatWeekdays } from '../lib/standing-labels';
import {
  type StandingFormErrors,
  type StandingFormValues,
  type StandingSource,
  todayInParis,
} from '../lib/standing-values';
import { PlaceFields } from './place-fields';
import { ScheduleFields } from './schedule-fields';

export type StandingOrderFormProps = {
  source: StandingSource;
  initial: StandingFormValues;
  user: User | null;
  shops: readonly Shop[] | undefined;
  /** What will be ordered: the cart's or the order's lines, as the caller shows them. */
  summary: ReactNode;
  onCreated: (standing: StandingOrder) => void;
  onCancel: () => void;
  /** For tests: today in Paris. */
  today?: string;
};

const PLACE_FIELDS = /^(mode|shopId|address|deliveryInstructions)/;
const SHOWN_FIELDS = /^(mode|shopId|address|deliveryInstructions|weekdays|startDate|endDate|name)/;

/** "Commander chaque semaine": the days, the first and last dates, the place; prefilled by the caller. */
export function StandingOrderForm({
  source,
  initial,
  user,
  shops,
  summary,
  onCreated,
  onCancel,
  today,
}: StandingOrderFormProps) {
  const id = useId();
  const [values, setValues] = useState<StandingFormValues>(initial);
  const [errors, setErrors] = useState<StandingFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateStandingOrder();
  const day = today ?? todayInParis();
  const withCompany = user?.userType === USER_TYPE.pro;
  // The form opens on a press: the reader (and the keyboard's focus) goes to it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

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

  const placeErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => PLACE_FIELDS.test(field)));
  const until = values.endDate ? ` jusqu’au ${formatDay(values.endDate)}` : '';
  const recap =
    values.weekdays.length > 0 && values.startDate
      ? `${formatWeekdays(values.weekdays)}, à partir du ${formatDay(values.startDate)}${until}.`
      : null;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 rounded-xl border border-primary-700 bg-white p-4 sm:p-5"
    >
      <div>
        <h2
          ref={titleRef}
          tabIndex={-1}
          id={`${id}-title`}
          className="text-xl font-bold text-gray-900 focus:outline-none"
        >
          Commander chaque semaine
        </h2>
        <div className="mt-1 text-gray-700">{summary}</div>
        <p className="mt-1 text-sm text-gray-700">
          Nous passons la commande pour vous chaque semaine, le matin du jour de clôture, aux prix du jour. Vous la
          recevez par e-mail et pouvez la modifier ou l’annuler jusqu’à la clôture.
        </p>
      </div>
      <ScheduleFields
        values={values}
        onChange={(schedule) => update({ ...values, ...schedule })}
        errors={errors}
        min={addDays(day, 1)}
      />
      <PlaceFields
        values={values}
        onChange={(place) => update({ ...values, ...place })}
        shops={shops}
        errors={placeErrors}
        withCompany={withCompany}
      />
      <div>
        <label htmlFor={`${id}-name`} className={labelClass.shop}>
          Nom (facultatif)
        </label>
        <input
          id={`${id}-name`}
          value={values.name}
          placeholder="Commande du mardi"
          onChange={(event) => update({ ...values, name: event.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          className={controlClass('md', 'mt-1')}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      {recap && (
        <p className="rounded-lg bg-primary-50 p-3 text-gray-900" aria-live="polite">
          {recap.charAt(0).toUpperCase() + recap.slice(1)}
        </p>
      )}
      <FieldError message={errors.form || errors.lines || errors.fromCart || errors.fromOrderId} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={create.isPending} className={buttonClass('primary', 'md')}>
          {create.isPending ? 'Enregistrement…' : 'Enregistrer la commande récurrente'}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
          Annuler
        </button>
      </div>
    </form>
  );
}
