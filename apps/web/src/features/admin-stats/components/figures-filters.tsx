import { type FormEvent, useEffect, useId, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { PERIOD_PRESETS, type Period, periodErrors, presetOf } from '../lib/period';

type Shop = { id: number; name: string };

const field =
  'min-h-12 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 aria-[invalid=true]:border-red-700';
const chip =
  'inline-flex min-h-12 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50 aria-pressed:border-primary-700 aria-pressed:bg-primary-700 aria-pressed:text-white';

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
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const preset = presetOf(period, today);

  // A preset or the address changed the period: the fields follow.
  useEffect(() => {
    setFrom(period.from);
    setTo(period.to);
    setErrors({});
  }, [period.from, period.to]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = periodErrors(from, to);
    setErrors(found);
    if (!found.from && !found.to) onChange({ period: { from, to } });
  }

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
            {shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
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
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="flex flex-col">
          <label htmlFor={`${id}-from`} className="text-sm font-semibold text-gray-800">
            Du
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? `${id}-from-error` : undefined}
            className={field}
          />
          <FieldError id={`${id}-from-error`} message={errors.from} />
        </div>
        <div className="flex flex-col">
          <label htmlFor={`${id}-to`} className="text-sm font-semibold text-gray-800">
            Au
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? `${id}-to-error` : undefined}
            className={field}
          />
          <FieldError id={`${id}-to-error`} message={errors.to} />
        </div>
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
