import { addDays, CART_MAX_QUANTITY, type StandingOrder, UpdateStandingOrderRequest } from '@boucherie/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { quantityFieldLabel } from '../../../lib/format';
import { fieldMessages } from '../../../lib/forms/field-messages';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { type EditValues, editValuesOf, toUpdateRequest } from '../lib/standing-edit';
import type { StandingFormErrors } from '../lib/standing-values';
import { sectionTitle } from '../lib/styles';
import { ScheduleFields } from './schedule-fields';

type Props = {
  standing: StandingOrder;
  today: string;
  /** Sends the change; resolves to the server's field messages when it refuses, nothing when it is done. */
  onSave: (body: UpdateStandingOrderRequest | null) => Promise<StandingFormErrors | undefined>;
  onCancel: () => void;
  busy: boolean;
};

/**
 * The change the editor asks for, read by the contract's rules: only what changed (null: nothing), once
 * today's checks pass (a weekday kept, an end still to come), which the contract cannot make alone.
 */
const changeOf = (standing: StandingOrder, today: string) =>
  z
    .custom<EditValues>()
    .transform((values, ctx) => {
      const result = toUpdateRequest(standing, values, today);
      if (result.ok) return result.body;
      for (const [field, message] of Object.entries(result.errors))
        ctx.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    })
    .pipe(UpdateStandingOrderRequest.nullable());

/** A standing order's lines and quantities, weekdays and end, changed in place. */
export function StandingOrderEditor({ standing, today, onSave, onCancel, busy }: Props) {
  const id = useId();
  const form = useZodForm<EditValues, ReturnType<typeof changeOf>>(changeOf(standing, today), editValuesOf(standing));
  const values = { ...editValuesOf(standing), ...useWatch({ control: form.control }) } as EditValues;
  const update = (next: Partial<EditValues>) => {
    for (const [name, value] of Object.entries(next)) {
      form.setValue(name as keyof EditValues, value as never, { shouldValidate: true });
    }
  };
  const errors: StandingFormErrors = fieldMessages(form.formState.errors);

  const submit = form.handleSubmit(async (body) => {
    // The server's refusals come back by field; those of no field shown go above the buttons.
    for (const [field, message] of Object.entries((await onSave(body)) ?? {})) {
      form.setError(field as never, { type: 'server', message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <fieldset aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
        <legend className={sectionTitle}>Articles et quantités</legend>
        <ul className="mt-2 flex flex-col divide-y divide-gray-200">
          {values.lines.map((line) => {
            const kg = line.saleUnit === 'kg';
            return (
              <li key={line.articleId} className="flex flex-wrap items-center gap-3 py-2">
                <span className="min-w-40 flex-1 font-medium text-gray-900">{line.designation}</span>
                <QuantityStepper
                  value={line.quantity}
                  step={kg ? 0.1 : 1}
                  min={kg ? 0.1 : 1}
                  max={CART_MAX_QUANTITY}
                  label={quantityFieldLabel(line.designation, line.saleUnit)}
                  unit={kg ? 'kg' : 'pièce(s)'}
                  stepLabel={kg ? '0,1 kg' : '1 pièce'}
                  askGrams={kg}
                  onChange={(quantity) =>
                    update({
                      lines: values.lines.map((l) => (l.articleId === line.articleId ? { ...l, quantity } : l)),
                    })
                  }
                />
                <button
                  type="button"
                  className={buttonClass('secondary', 'md')}
                  onClick={() => update({ lines: values.lines.filter((l) => l.articleId !== line.articleId) })}
                >
                  Retirer<span className="sr-only"> {line.designation}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <FieldError id={`${id}-lines-error`} message={errors.lines} />
      </fieldset>
      <ScheduleFields
        values={{ weekdays: values.weekdays, startDate: standing.startDate, endDate: values.endDate }}
        onChange={(next) => update({ weekdays: next.weekdays, endDate: next.endDate })}
        errors={errors}
        min={addDays(today, 1)}
        withStart={false}
      />
      <FieldError message={errors.form} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
          Enregistrer les modifications
        </button>
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClass('secondary', 'md')}>
          Annuler
        </button>
      </div>
    </form>
  );
}
