import { addDays, type Shop, type StandingOrder, USER_TYPE, type User } from '@boucherie/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { labelClass } from '../../../components/ui/label';
import { controlClass } from '../../../components/ui/text-input';
import { useStandingCreate } from '../hooks/use-standing-create';
import { formatDay, formatWeekdays } from '../lib/standing-labels';
import { openWeekdaysFor, type StandingFormValues, type StandingSource, todayInParis } from '../lib/standing-values';
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

/** « Mardi et vendredi, à partir du … jusqu’au … », once the days and the first date are chosen. */
function recapOf(values: StandingFormValues): string | null {
  const until = values.endDate ? ` jusqu’au ${formatDay(values.endDate)}` : '';
  const recap =
    values.weekdays.length > 0 && values.startDate
      ? `${formatWeekdays(values.weekdays)}, à partir du ${formatDay(values.startDate)}${until}.`
      : null;
  return recap && recap.charAt(0).toUpperCase() + recap.slice(1);
}

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
  const day = today ?? todayInParis();
  const { values, errors, update, onSubmit, pending } = useStandingCreate({ source, initial, user, day, onCreated });
  const withCompany = user?.userType === USER_TYPE.pro;
  // The form opens on a press: the reader (and the keyboard's focus) goes to it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  // Only the days the serving shop opens; a day checked at another shop is dropped with the change of shop.
  const open = openWeekdaysFor(values, shops ?? []);
  const weekdays = values.weekdays.filter((d) => open.includes(d));
  const placeErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => PLACE_FIELDS.test(field)));
  const recap = recapOf(values);

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
        values={{ ...values, weekdays }}
        onChange={(schedule) => update({ ...values, ...schedule })}
        errors={errors}
        min={addDays(day, 1)}
        openWeekdays={open}
      />
      <PlaceFields
        values={values}
        onChange={(place) => {
          const next = { ...values, ...place };
          const stillOpen = openWeekdaysFor(next, shops ?? []);
          update({ ...next, weekdays: next.weekdays.filter((d) => stillOpen.includes(d)) });
        }}
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
          {recap}
        </p>
      )}
      <FieldError message={errors.form || errors.lines || errors.fromCart || errors.fromOrderId} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className={buttonClass('primary', 'md')}>
          {pending ? 'Enregistrement…' : 'Enregistrer la commande récurrente'}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
          Annuler
        </button>
      </div>
    </form>
  );
}
