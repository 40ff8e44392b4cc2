import { type ShopCalendar, TimeWindowRequest } from '@boucherie/contract';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { Select } from '../../../components/ui/text-input';
import { capitalize } from '../../../lib/format';
import { createTimeWindow } from '../api/create-time-window';
import { deleteTimeWindow } from '../api/delete-time-window';
import { useCalendarChange } from '../api/use-calendar-change';
import { asNumber, useCalendarForm } from '../hooks/use-calendar-form';
import { formatDay, formatWindow } from '../lib/calendar-format';
import { errorOf } from '../lib/field-errors';
import { CalendarCard, CalendarEntryForm, CalendarField, RemoveButton } from './calendar-parts';
import { TimeRangeFields } from './time-range-fields';
import { resizeWindow, WindowCapacityForm } from './window-capacity-form';

const MODE = { Pickup: 'Retrait', Delivery: 'Livraison' } as const;
const EMPTY = { date: '', mode: 'Pickup' as 'Pickup' | 'Delivery', starts: '09:00', ends: '10:00', capacity: '' };

/** Pickup windows and delivery rounds, day by day, each with its orders against its capacity. */
export function TimeWindowsCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const create = useCalendarForm({
    defaultValues: EMPTY,
    toBody: (values) => ({ ...values, capacity: asNumber(values.capacity) }),
    send: (body) => createTimeWindow(shop.id, body),
    schema: TimeWindowRequest,
    success: 'Le créneau est ajouté.',
    // The next window is often the same day's.
    after: (saved) => ({ ...EMPTY, date: saved.date, mode: saved.mode }),
  });
  const remove = useCalendarChange((id: number) => deleteTimeWindow(shop.id, id), 'Le créneau est supprimé.');
  const resize = useCalendarChange(resizeWindow(shop), 'La capacité du créneau est enregistrée.');
  const dates = [...new Set(shop.timeWindows.map((w) => w.date))];
  const holidayOf = (date: string) => shop.holidays.find((h) => h.date === date);

  return (
    <CalendarCard
      id="windows-title"
      title="Créneaux horaires"
      intro={
        <>
          Pour un jour précis (fête ou exception)&nbsp;: le client choisit son créneau après le jour, chacun a sa
          capacité. Ce jour-là, ils remplacent les tournées de la semaine.
        </>
      }
    >
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
                  {canEdit && <WindowCapacityForm window={w} resize={resize} />}
                  {canEdit && w.booked === 0 && (
                    <RemoveButton
                      pending={remove.pending}
                      onClick={() => void remove.run(w.id)}
                      spoken={` le créneau ${formatWindow(w)} du ${formatDay(date)}`}
                    >
                      Supprimer
                    </RemoveButton>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
      <FieldError message={remove.refusal ?? resize.refusal ?? errorOf(resize.errors, 'capacity')} />
      {canEdit && (
        <CalendarEntryForm
          title="Ajouter un créneau"
          calendar={create}
          grid="md:grid-cols-5"
          submitLabel="Ajouter le créneau"
        >
          <CalendarField calendar={create} name="date" id="window-date" label="Jour" type="date" />
          <Field tone="office" id="window-mode" label="Type" error={create.error('mode')}>
            {(a11y) => (
              <Select size="figures" {...create.form.register('mode')} {...a11y}>
                <option value="Pickup">Retrait</option>
                <option value="Delivery">Tournée de livraison</option>
              </Select>
            )}
          </Field>
          <TimeRangeFields idPrefix="window" calendar={create} />
          <CalendarField calendar={create} name="capacity" id="window-capacity" label="Capacité" inputMode="numeric" />
        </CalendarEntryForm>
      )}
    </CalendarCard>
  );
}
