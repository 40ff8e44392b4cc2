import type { DeliveryRoundRequest, ShopCalendar } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { controlClass } from '../../../components/ui/text-input';
import { capitalize, formatWeekday } from '../../../lib/format';
import { createDeliveryRound } from '../api/create-delivery-round';
import { deleteDeliveryRound } from '../api/delete-delivery-round';
import { useCalendarChange } from '../hooks/use-calendar-change';
import { formatWindow } from '../lib/calendar-format';
import { errorOf } from '../lib/field-errors';
import { card, cardTitle } from '../lib/styles';
import { TimeRangeFields } from './time-range-fields';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const EMPTY = { weekday: '2', starts: '08:00', ends: '10:00', capacity: '' };

/** The weekly delivery rounds (issue 30, item 7): set once, offered on every open delivery day of their weekday. */
export function DeliveryRoundsCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const [values, setValues] = useState(EMPTY);
  const create = useCalendarChange(
    (body: DeliveryRoundRequest) => createDeliveryRound(shop.id, body),
    'La tournée est ajoutée.',
  );
  const remove = useCalendarChange((id: number) => deleteDeliveryRound(shop.id, id), 'La tournée est supprimée.');
  const days = WEEKDAYS.filter((d) => shop.deliveryRounds.some((r) => r.weekday === d));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const capacity = values.capacity.trim() === '' ? Number.NaN : Number(values.capacity);
    if (await create.run({ ...values, weekday: Number(values.weekday), capacity })) {
      setValues((v) => ({ ...EMPTY, weekday: v.weekday }));
    }
  }

  return (
    <section aria-labelledby="rounds-title" className={card}>
      <div>
        <h2 id="rounds-title" className={cardTitle}>
          Tournées de livraison
        </h2>
        <p className="text-gray-700">
          Chaque semaine, sur chaque jour de livraison ouvert&nbsp;: le client choisit sa tournée après le jour. Les
          créneaux d’un jour (fête ou exception) remplacent celles de la semaine ce jour-là.
        </p>
      </div>
      {!shop.delivers && <p className="text-gray-700">Cette boutique ne livre pas.</p>}
      {shop.delivers && days.length === 0 && (
        <p className="text-gray-700">Aucune tournée&nbsp;: les livraisons se font aux heures d’ouverture.</p>
      )}
      {days.length > 0 && (
        <dl className="grid grid-cols-1 gap-2 lg:grid-cols-2">
          {days.map((day) => (
            <div key={day} className="flex flex-col gap-1 rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200">
              <dt className="font-bold">{capitalize(formatWeekday(day))}</dt>
              {shop.deliveryRounds
                .filter((r) => r.weekday === day)
                .map((r) => (
                  <dd key={r.id} className="flex min-h-12 flex-wrap items-center gap-3">
                    <span className="font-semibold tabular-nums">{formatWindow(r)}</span>
                    <span className="tabular-nums text-gray-700">
                      {r.capacity}&nbsp;commande{r.capacity > 1 ? 's' : ''}
                    </span>
                    {canEdit && (
                      <button
                        type="button"
                        className={`${buttonClass('secondary', 'lg')} ms-auto`}
                        disabled={remove.pending}
                        onClick={() => void remove.run(r.id)}
                      >
                        Supprimer
                        <span className="sr-only">{` la tournée ${formatWindow(r)} du ${formatWeekday(day)}`}</span>
                      </button>
                    )}
                  </dd>
                ))}
            </div>
          ))}
        </dl>
      )}
      <FieldError message={remove.refusal} />
      {canEdit && shop.delivers && (
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="flex flex-col gap-3 border-t border-gray-200 pt-4"
        >
          <h3 className="text-lg font-bold">Ajouter une tournée</h3>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-4">
            <Field tone="office" id="round-weekday" label="Jour" error={errorOf(create.errors, 'weekday')}>
              {(a11y) => (
                <select
                  {...a11y}
                  className={controlClass('figures')}
                  value={values.weekday}
                  onChange={(e) => setValues((v) => ({ ...v, weekday: e.target.value }))}
                >
                  {WEEKDAYS.map((d) => (
                    <option key={d} value={d}>
                      {capitalize(formatWeekday(d))}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TimeRangeFields
              idPrefix="round"
              starts={values.starts}
              ends={values.ends}
              onChange={(change) => setValues((v) => ({ ...v, ...change }))}
              errors={create.errors}
            />
            <Field
              tone="office"
              id="round-capacity"
              label="Commandes par tournée"
              error={errorOf(create.errors, 'capacity')}
            >
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
            Ajouter la tournée
          </button>
        </form>
      )}
    </section>
  );
}
