import { useId } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { labelClass } from '../../../components/ui/label';
import { controlClass } from '../../../components/ui/text-input';
import { capitalize, formatWeekday } from '../../../lib/format';
import type { StandingFormErrors } from '../lib/standing-values';
import { check, choiceCard, sectionTitle } from '../lib/styles';

export type ScheduleValues = { weekdays: number[]; startDate: string; endDate: string };

type Props = {
  values: ScheduleValues;
  onChange: (next: ScheduleValues) => void;
  errors: StandingFormErrors;
  /** The first day that may be chosen (tomorrow). */
  min: string;
  /** Editing a standing order already running: its start stays. */
  withStart?: boolean;
  /** The weekdays the serving shop opens: the only ones offered (all by default). */
  openWeekdays?: readonly number[];
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekdays (checkboxes), the first date and the optional last one. */
export function ScheduleFields({ values, onChange, errors, min, withStart = true, openWeekdays = WEEKDAYS }: Props) {
  const id = useId();
  const toggle = (day: number, on: boolean) =>
    onChange({
      ...values,
      weekdays: on ? [...values.weekdays, day].sort((a, b) => a - b) : values.weekdays.filter((d) => d !== day),
    });
  const dateField = (name: 'startDate' | 'endDate', text: string, hint: string) => {
    const error = errors[name];
    const fieldId = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={fieldId} className={labelClass.shop}>
          {text}
        </label>
        <input
          id={fieldId}
          type="date"
          min={min}
          value={values[name]}
          onChange={(event) => onChange({ ...values, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className={controlClass('md', 'mt-1')}
        />
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
        <FieldError id={`${fieldId}-error`} message={error} />
      </div>
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-describedby={errors.weekdays ? `${id}-weekdays-error` : `${id}-weekdays-hint`}>
        <legend className={sectionTitle}>Jours de la semaine</legend>
        <p id={`${id}-weekdays-hint`} className="mt-1 text-sm text-gray-700">
          Une commande est passée pour chaque jour coché, chaque semaine
          {openWeekdays.length < WEEKDAYS.length ? ', parmi les jours d’ouverture de la boutique.' : '.'}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAYS.filter((day) => openWeekdays.includes(day)).map((day) => (
            <label key={day} className={choiceCard}>
              <input
                type="checkbox"
                name="weekdays"
                value={day}
                checked={values.weekdays.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
                className={check}
              />
              <span className="text-gray-900">{capitalize(formatWeekday(day))}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-weekdays-error`} message={errors.weekdays} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {withStart && dateField('startDate', 'Première commande', 'Le premier jour où vous êtes servi.')}
        {dateField('endDate', 'Dernière commande (facultatif)', 'Laissez vide pour continuer sans fin.')}
      </div>
    </div>
  );
}
