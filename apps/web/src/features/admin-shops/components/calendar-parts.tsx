import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { TextInput } from '../../../components/ui/text-input';
import type { CalendarForm } from '../hooks/use-calendar-form';
import { card, cardTitle } from '../lib/styles';

/** A card of the calendar: its title, a sentence on what it does, then its list and its form. */
export function CalendarCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={cardTitle}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={card}>
      {intro ? (
        <div>
          {heading}
          <p className="text-gray-700">{intro}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

type InputProps = Omit<ComponentProps<typeof TextInput>, 'form' | 'name' | 'id'>;

/** A text field of a calendar form: its label above, the server's message under it. */
export function CalendarField<V extends FieldValues>({
  calendar,
  name,
  id,
  label,
  hint,
  path = name,
  className,
  ...input
}: InputProps & {
  calendar: CalendarForm<V>;
  name: Path<V>;
  id: string;
  label: ReactNode;
  hint?: string;
  /** Where the server puts its message, when not the field's name ("cutoff.daysbefore"). */
  path?: string;
  className?: string;
}) {
  return (
    <Field tone="office" id={id} label={label} hint={hint} error={calendar.error(path)} className={className}>
      {(a11y) => <TextInput size="figures" {...input} {...calendar.form.register(name)} {...a11y} />}
    </Field>
  );
}

/** « Supprimer » (or another word) on a line of the list; the rest of its name is read out only. */
export function RemoveButton({
  onClick,
  pending,
  children,
  spoken,
  className = '',
}: {
  onClick: () => void;
  pending: boolean;
  children: ReactNode;
  /** What a screen reader hears after the visible word: « le créneau de 9 h à 10 h du jeudi 24 décembre ». */
  spoken: string;
  className?: string;
}) {
  return (
    <button type="button" className={buttonClass('secondary', 'lg', className)} disabled={pending} onClick={onClick}>
      {children}
      <span className="sr-only">{spoken}</span>
    </button>
  );
}

/** The form under a card's list: a title, the fields on a grid, a refusal above the button, the button. */
export function CalendarEntryForm({
  title,
  calendar,
  grid,
  submitLabel,
  refusal = calendar.refusal,
  after,
  actions,
  children,
}: {
  title?: string;
  /** Above the button: the server's refusal, unless the card says more. */
  refusal?: string | null | undefined;
  calendar: Pick<CalendarForm<FieldValues>, 'submit' | 'refusal' | 'pending'>;
  /** The grid's columns, « md:grid-cols-5 ». */
  grid: string;
  submitLabel: string;
  /** Under the refusal (a link to the orders in the way). */
  after?: ReactNode;
  /** Beside the submit button (« Annuler »). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        calendar.submit();
      }}
      noValidate
      className={`flex flex-col gap-3 ${title ? 'border-t border-gray-200 pt-4' : ''}`}
    >
      {title && <h3 className="text-lg font-bold">{title}</h3>}
      <div className={`grid grid-cols-1 gap-4 ${grid}`}>{children}</div>
      <FieldError message={refusal} />
      {after}
      {actions ? (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={calendar.pending}>
            {submitLabel}
          </button>
          {actions}
        </div>
      ) : (
        <button type="submit" className={buttonClass('primary', 'lg', 'self-start')} disabled={calendar.pending}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}

/**
 * A card that is one form of the shop's settings (details, rules, hours, delivery): its fields in a fieldset
 * that staff read only, the refusal under them, and the owner's button.
 */
export function CalendarSettingsForm({
  id,
  title,
  legend,
  calendar,
  canEdit,
  fieldsetClassName,
  message = calendar.refusal,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  /** What the fields are, read out only. */
  legend: string;
  calendar: Pick<CalendarForm<FieldValues>, 'submit' | 'refusal' | 'pending'>;
  canEdit: boolean;
  fieldsetClassName: string;
  /** Under the fields: the server's refusal, or a message about the whole list. */
  message?: string | null | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={cardTitle}>
        {title}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          calendar.submit();
        }}
        noValidate
      >
        <fieldset disabled={!canEdit} className={fieldsetClassName}>
          <legend className="sr-only">{legend}</legend>
          {children}
        </fieldset>
        <FieldError message={message} />
        {canEdit && (
          <button type="submit" className={`${buttonClass('primary', 'lg')} mt-4`} disabled={calendar.pending}>
            {submitLabel}
          </button>
        )}
      </form>
    </section>
  );
}
