import { useEffect, useId } from 'react';
import { Field } from '../../../components/ui/field';
import { NamedOptions } from '../../../components/ui/named-options';
import { TextInput } from '../../../components/ui/text-input';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { PERIOD_PRESETS, type Period, PeriodForm, periodQuery, presetOf } from '../lib/period';

type Shop = { id: number; name: string };

const field =
  'min-h-12 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 aria-[invalid=true]:border-red-700';
const chip =
  'inline-flex min-h-12 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50 aria-pressed:border-primary-700 aria-pressed:bg-primary-700 aria-pressed:text-white';

/** The dates' labels sit on their fields, as the shop's select does beside them (the kit's label keeps a margin). */
const FIELD = 'flex flex-col [&>label]:mb-0';

/** The shop (or every shop) and the period of the figures: a usual period in one touch, or two dates. */
export function FiguresFilters({
  shops,
  shopId,
  period,
  today,
  onChange,
}: {
  shops: readonly Shop[];
  shopId: number | undefined;
  period: Period;
  today: string;
  onChange: (next: { shopId?: number | undefined; period?: Period }) => void;
}) {
  const id = useId();
  const form = useZodForm<Period, typeof PeriodForm>(PeriodForm, period, periodQuery);
  const { errors } = form.formState;
  const { reset } = form;
  const preset = presetOf(period, today);

  // A preset or the address changed the period: the fields follow.
  useEffect(() => {
    reset({ from: period.from, to: period.to });
  }, [period.from, period.to, reset]);

  const submit = form.handleSubmit(() => onChange({ period: form.getValues() }));

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex flex-col">
          <label htmlFor={`${id}-shop`} className="text-sm font-semibold text-gray-800">
            Boutique
          </label>
          <select
            id={`${id}-shop`}
            value={shopId ?? ''}
            onChange={(event) => onChange({ shopId: Number(event.target.value) || undefined })}
            className={field}
          >
            <option value="">Toutes les boutiques</option>
            <NamedOptions items={shops} />
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-gray-800">Période</legend>
          <div className="flex flex-wrap gap-2">
            {PERIOD_PRESETS.map((p) => (
              <button
                key={p.id}
                type="button"
                aria-pressed={preset?.id === p.id}
                onClick={() => onChange({ period: p.period(today) })}
                className={chip}
              >
                {p.label}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <Field id={`${id}-from`} label="Du" tone="office" error={errors.from?.message} className={FIELD}>
          {(a11y) => (
            <TextInput type="date" size="lg" max={today} className="w-auto" {...form.register('from')} {...a11y} />
          )}
        </Field>
        <Field id={`${id}-to`} label="Au" tone="office" error={errors.to?.message} className={FIELD}>
          {(a11y) => <TextInput type="date" size="lg" className="w-auto" {...form.register('to')} {...a11y} />}
        </Field>
        <button
          type="submit"
          className="mt-5 inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
        >
          Afficher ces dates
        </button>
      </form>
    </div>
  );
}
