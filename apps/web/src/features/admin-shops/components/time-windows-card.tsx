import type { ShopCalendar, TimeWindowRequest } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { controlClass } from '../../../components/ui/text-input';
import { capitalize } from '../../../lib/format';
import { changeWindowCapacity } from '../api/change-window-capacity';
import { createTimeWindow } from '../api/create-time-window';
import { deleteTimeWindow } from '../api/delete-time-window';
import { useCalendarChange } from '../hooks/use-calendar-change';
import { formatDay, formatWindow } from '../lib/calendar-format';
import { errorOf } from '../lib/field-errors';
import { card, cardTitle } from '../lib/styles';
import { TimeRangeFields } from './time-range-fields';

const MODE = { Pickup: 'Retrait', Delivery: 'Livraison' } as const;
const EMPTY = { date: '', mode: 'Pickup' as 'Pickup' | 'Delivery', starts: '09:00', ends: '10:00', capacity: '' };

/** Pickup windows and delivery rounds, day by day, each with its orders against its capacity. */
export function TimeWindowsCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const [values, setValues] = useState(EMPTY);
  const create = useCalendarChange(
    (body: TimeWindowRequest) => createTimeWindow(shop.id, body),
    'Le créneau est ajouté.',
  );
  const remove = useCalendarChange((id: number) => deleteTimeWindow(shop.id, id), 'Le créneau est supprimé.');
  const resize = useCalendarChange(
    ({ id, capacity }: { id: number; capacity: number }) => changeWindowCapacity(shop.id, id, capacity),
    'La capacité du créneau est enregistrée.',
  );
  const [capacities, setCapacities] = useState<Record<number, string>>({});
  const dates = [...new Set(shop.timeWindows.map((w) => w.date))];
  const holidayOf = (date: string) => shop.holidays.find((h) => h.date === date);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const capacity = values.capacity.trim() === '' ? Number.NaN : Number(values.capacity);
    if (await create.run({ ...values, capacity })) setValues((v) => ({ ...EMPTY, date: v.date, mode: v.mode }));
  }

  return (
    <section aria-labelledby="windows-title" className={card}>
      <div>
        <h2 id="windows-title" className={cardTitle}>
          Créneaux horaires
        </h2>
        <p className="text-gray-700">
          Pour un jour précis (fête ou exception)&nbsp;: le client choisit son créneau après le jour, chacun a sa
          capacité. Ce jour-là, ils remplacent les tournées de la semaine.
        </p>
      </div>
      {dates.length === 0 && <p className="text-gray-700">Aucun créneau à venir.</p>}
      {dates.map((date) => (
        <div key={date} className="flex flex-col gap-2">
          <h3 className="text-lg font-bold">
            {capitalize(formatDay(date))}
            {holidayOf(date) && <span className="normal-case text-amber-900"> · {holidayOf(date)?.label}</span>}
          </h3>
          <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
            {shop.timeWindows
              .filter((w) => w.date === date)
              .map((w) => (
                <li
                  key={w.id}
                  className="flex min-h-12 flex-wrap items-center gap-3 rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200"
                >
                  <span className="font-semibold">{MODE[w.mode]}</span>
                  <span className="tabular-nums">{formatWindow(w)}</span>
                  <span className="ms-auto tabular-nums" title="Commandes / capacité">
                    {w.booked}&nbsp;/&nbsp;{w.capacity}
                  </span>
                  {canEdit && (
                    <form
                      noValidate
                      className="flex items-center gap-2"
                      onSubmit={(e) => {
                        e.preventDefault();
                        const text = capacities[w.id] ?? String(w.capacity);
                        void resize.run({ id: w.id, capacity: text.trim() === '' ? Number.NaN : Number(text) });
                      }}
                    >
                      <label className="sr-only" htmlFor={`window-${w.id}-capacity`}>
                        {`Capacité du créneau ${formatWindow(w)} du ${formatDay(date)}`}
                      </label>
                      <input
                        id={`window-${w.id}-capacity`}
                        inputMode="numeric"
                        className={controlClass('figures').replace('w-full', 'w-20')}
                        value={capacities[w.id] ?? String(w.capacity)}
                        onChange={(e) => setCapacities((all) => ({ ...all, [w.id]: e.target.value }))}
                      />
                      <button type="submit" className={buttonClass('secondary', 'lg')} disabled={resize.pending}>
                        OK<span className="sr-only">{`, capacité du créneau ${formatWindow(w)}`}</span>
                      </button>
                    </form>
                  )}
                  {canEdit && w.booked === 0 && (
                    <button
                      type="button"
                      className={buttonClass('secondary', 'lg')}
                      disabled={remove.pending}
                      onClick={() => void remove.run(w.id)}
                    >
                      Supprimer<span className="sr-only">{` le créneau ${formatWindow(w)} du ${formatDay(date)}`}</span>
                    </button>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
      <FieldError message={remove.refusal ?? resize.refusal ?? errorOf(resize.errors, 'capacity')} />
      {canEdit && (
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="flex flex-col gap-3 border-t border-gray-200 pt-4"
        >
          <h3 className="text-lg font-bold">Ajouter un créneau</h3>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-5">
            <Field tone="office" id="window-date" label="Jour" error={errorOf(create.errors, 'date')}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="date"
                  className={controlClass('figures')}
                  value={values.date}
                  onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
                />
              )}
            </Field>
            <Field tone="office" id="window-mode" label="Type" error={errorOf(create.errors, 'mode')}>
              {(a11y) => (
                <select
                  {...a11y}
                  className={controlClass('figures')}
                  value={values.mode}
                  onChange={(e) => setValues((v) => ({ ...v, mode: e.target.value as 'Pickup' | 'Delivery' }))}
                >
                  <option value="Pickup">Retrait</option>
                  <option value="Delivery">Tournée de livraison</option>
                </select>
              )}
            </Field>
            <TimeRangeFields
              idPrefix="window"
              starts={values.starts}
              ends={values.ends}
              onChange={(change) => setValues((v) => ({ ...v, ...change }))}
              errors={create.errors}
            />
            <Field tone="office" id="window-capacity" label="Capacité" error={errorOf(create.errors, 'capacity')}>
              {(a11y) => (
                <input
                  {...a11y}
                  inputMode="numeric"
                  className={controlClass('figures')}
                  value={values.capacity}
                  onChange={(e) => setValues((v) => ({ ...v, capacity: e.target.value }))}
                />
              )}
            </Field>
          </div>
          <FieldError message={create.refusal} />
          <button type="submit" className={`${buttonClass('primary', 'lg')} self-start`} disabled={create.pending}>
            Ajouter le créneau
          </button>
        </form>
      )}
    </section>
  );
}
