import type { AddClosingDayRequest, ShopCalendar } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { controlClass } from '../../../components/ui/text-input';
import { capitalize } from '../../../lib/format';
import { addClosingDay } from '../api/add-closing-day';
import { removeClosingDay } from '../api/remove-closing-day';
import { useCalendarChange } from '../hooks/use-calendar-change';
import { formatDay } from '../lib/calendar-format';
import { errorOf } from '../lib/field-errors';
import { card, cardTitle } from '../lib/styles';

/** The days the shop closes (with their reason), and a form to add one. */
export function ClosingDaysCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const [values, setValues] = useState({ date: '', reason: '' });
  const add = useCalendarChange(
    (body: AddClosingDayRequest) => addClosingDay(shop.id, body),
    'Le jour de fermeture est enregistré.',
  );
  const remove = useCalendarChange((date: string) => removeClosingDay(shop.id, date), 'La boutique rouvre ce jour-là.');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await add.run(values)) setValues({ date: '', reason: '' });
  }

  return (
    <section aria-labelledby="closing-title" className={card}>
      <h2 id="closing-title" className={cardTitle}>
        Jours de fermeture
      </h2>
      {shop.closingDays.length === 0 ? (
        <p className="text-gray-700">Aucun jour de fermeture à venir.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200">
          {shop.closingDays.map((day) => (
            <li key={day.date} className="flex min-h-12 flex-wrap items-center gap-3 py-1">
              <span className="font-semibold">{capitalize(formatDay(day.date))}</span>
              <span className="text-gray-700">{day.reason}</span>
              {canEdit && (
                <button
                  type="button"
                  className={`${buttonClass('secondary', 'lg')} ms-auto`}
                  disabled={remove.pending}
                  onClick={() => void remove.run(day.date)}
                >
                  Rouvrir<span className="sr-only">{` le ${formatDay(day.date)}`}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FieldError message={remove.refusal} />
      {canEdit && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <Field tone="office" id="closing-date" label="Jour" error={errorOf(add.errors, 'date')}>
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
            <Field
              tone="office"
              id="closing-reason"
              label="Raison"
              error={errorOf(add.errors, 'reason')}
              className="md:col-span-2"
            >
              {(a11y) => (
                <input
                  {...a11y}
                  className={controlClass('figures')}
                  placeholder="Inventaire, congés…"
                  value={values.reason}
                  onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
                />
              )}
            </Field>
          </div>
          <FieldError message={add.refusal} />
          {add.refusal && values.date && (
            // The orders in the way, on the board of that shop and day: where they are cancelled.
            <Link
              to={`/admin/orders?shop=${shop.id}&date=${values.date}`}
              className="inline-flex min-h-12 items-center self-start font-semibold text-primary-800 underline"
            >
              Voir les commandes du {formatDay(values.date)}
            </Link>
          )}
          <button type="submit" className={`${buttonClass('primary', 'lg')} self-start`} disabled={add.pending}>
            Fermer ce jour
          </button>
        </form>
      )}
    </section>
  );
}
