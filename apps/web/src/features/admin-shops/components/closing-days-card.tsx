import { AddClosingDayRequest, type ShopCalendar } from '@boucherie/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { capitalize } from '../../../lib/format';
import { addClosingDay } from '../api/add-closing-day';
import { removeClosingDay } from '../api/remove-closing-day';
import { useCalendarChange } from '../api/use-calendar-change';
import { useCalendarForm } from '../hooks/use-calendar-form';
import { formatDay } from '../lib/calendar-format';
import { CalendarCard, CalendarEntryForm, CalendarField, RemoveButton } from './calendar-parts';
import { ClosedDayOrdersChoice } from './closed-day-orders-choice';

/** The days the shop closes (with their reason), and a form to add one. */
export function ClosingDaysCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  // A day with orders: the closing waits for the owner's choice of what becomes of them.
  const [held, setHeld] = useState<{ date: string; reason: string; count: number } | null>(null);
  const [done, setDone] = useState('');
  const add = useCalendarForm({
    defaultValues: { date: '', reason: '' },
    toBody: (values) => values,
    send: (body) => {
      setDone('');
      return addClosingDay(shop.id, body);
    },
    schema: AddClosingDayRequest,
    success: 'Le jour de fermeture est enregistré.',
    onSaved: () => setHeld(null),
    claim: (error) => {
      if (!isApiError(error, 409) || error.code !== 'DAY_HAS_ORDERS') return false;
      const { date, reason } = add.form.getValues();
      setHeld({ date, reason, count: error.problem.orderCount ?? 0 });
      return true;
    },
  });
  const remove = useCalendarChange((date: string) => removeClosingDay(shop.id, date), 'La boutique rouvre ce jour-là.');
  const date = add.form.watch('date');

  return (
    <CalendarCard id="closing-title" title="Jours de fermeture">
      {shop.closingDays.length === 0 ? (
        <p className="text-gray-700">Aucun jour de fermeture à venir.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200">
          {shop.closingDays.map((day) => (
            <li key={day.date} className="flex min-h-12 flex-wrap items-center gap-3 py-1">
              <span className="font-semibold">{capitalize(formatDay(day.date))}</span>
              <span className="text-gray-700">{day.reason}</span>
              {canEdit && (
                <RemoveButton
                  className="ms-auto"
                  pending={remove.pending}
                  onClick={() => void remove.run(day.date)}
                  spoken={` le ${formatDay(day.date)}`}
                >
                  Rouvrir
                </RemoveButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <FieldError message={remove.refusal} />
      <p role="status" className={done ? 'font-semibold text-green-800' : 'sr-only'}>
        {done}
      </p>
      {canEdit && (
        <CalendarEntryForm
          calendar={add}
          grid="md:grid-cols-3"
          submitLabel="Fermer ce jour"
          after={
            add.refusal &&
            date && (
              // The orders in the way, on the board of that shop and day: where they are cancelled.
              <Link
                to={`/admin/orders?shop=${shop.id}&date=${date}`}
                className="inline-flex min-h-12 items-center self-start font-semibold text-primary-800 underline"
              >
                Voir les commandes du {formatDay(date)}
              </Link>
            )
          }
        >
          <CalendarField calendar={add} name="date" id="closing-date" label="Jour" type="date" />
          <CalendarField
            calendar={add}
            name="reason"
            id="closing-reason"
            label="Raison"
            placeholder="Inventaire, congés…"
            className="md:col-span-2"
          />
        </CalendarEntryForm>
      )}
      {canEdit && held && (
        <ClosedDayOrdersChoice
          key={held.date}
          shop={shop}
          closing={held}
          onDone={(text) => {
            setHeld(null);
            add.form.reset({ date: '', reason: '' });
            setDone(`${text}.`);
          }}
        />
      )}
    </CalendarCard>
  );
}
