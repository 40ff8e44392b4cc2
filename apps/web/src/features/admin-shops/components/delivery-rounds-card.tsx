import { DeliveryRoundRequest, type ShopCalendar } from '@boucherie/contract';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { Select } from '../../../components/ui/text-input';
import { capitalize, formatWeekday } from '../../../lib/format';
import { createDeliveryRound } from '../api/create-delivery-round';
import { deleteDeliveryRound } from '../api/delete-delivery-round';
import { useCalendarChange } from '../api/use-calendar-change';
import { asNumber, useCalendarForm } from '../hooks/use-calendar-form';
import { formatWindow } from '../lib/calendar-format';
import { CalendarCard, CalendarEntryForm, CalendarField, RemoveButton } from './calendar-parts';
import { TimeRangeFields } from './time-range-fields';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const EMPTY = { weekday: '2', starts: '08:00', ends: '10:00', capacity: '' };

/** The weekly delivery rounds (issue 30, item 7): set once, offered on every open delivery day of their weekday. */
export function DeliveryRoundsCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const create = useCalendarForm({
    defaultValues: EMPTY,
    toBody: (values) => ({ ...values, weekday: Number(values.weekday), capacity: asNumber(values.capacity) }),
    send: (body) => createDeliveryRound(shop.id, body),
    schema: DeliveryRoundRequest,
    success: 'La tournée est ajoutée.',
    after: (saved) => ({ ...EMPTY, weekday: saved.weekday }),
  });
  const remove = useCalendarChange((id: number) => deleteDeliveryRound(shop.id, id), 'La tournée est supprimée.');
  const days = WEEKDAYS.filter((d) => shop.deliveryRounds.some((r) => r.weekday === d));

  return (
    <CalendarCard
      id="rounds-title"
      title="Tournées de livraison"
      intro={
        <>
          Chaque semaine, sur chaque jour de livraison ouvert&nbsp;: le client choisit sa tournée après le jour. Les
          créneaux d’un jour (fête ou exception) remplacent celles de la semaine ce jour-là.
        </>
      }
    >
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
                      <RemoveButton
                        className="ms-auto"
                        pending={remove.pending}
                        onClick={() => void remove.run(r.id)}
                        spoken={` la tournée ${formatWindow(r)} du ${formatWeekday(day)}`}
                      >
                        Supprimer
                      </RemoveButton>
                    )}
                  </dd>
                ))}
            </div>
          ))}
        </dl>
      )}
      <FieldError message={remove.refusal} />
      {canEdit && shop.delivers && (
        <CalendarEntryForm
          title="Ajouter une tournée"
          calendar={create}
          grid="md:grid-cols-4"
          submitLabel="Ajouter la tournée"
        >
          <Field tone="office" id="round-weekday" label="Jour" error={create.error('weekday')}>
            {(a11y) => (
              <Select size="figures" {...create.form.register('weekday')} {...a11y}>
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {capitalize(formatWeekday(d))}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TimeRangeFields idPrefix="round" calendar={create} />
          <CalendarField
            calendar={create}
            name="capacity"
            id="round-capacity"
            label="Commandes par tournée"
            inputMode="numeric"
          />
        </CalendarEntryForm>
      )}
    </CalendarCard>
  );
}
