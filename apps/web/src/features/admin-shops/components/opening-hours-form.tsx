import { type ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { controlClass } from '../../../components/ui/text-input';
import { formatWeekday } from '../../../lib/format';
import { updateShop } from '../api/update-shop';
import { useCalendarForm } from '../hooks/use-calendar-form';
import { CalendarSettingsForm } from './calendar-parts';

type Day = ShopCalendar['openingHours'][number];

/** The opening periods of each weekday (several a day; none: closed that day). */
export function OpeningHoursForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const change = useCalendarForm({
    defaultValues: { openingHours: shop.openingHours },
    toBody: (values) => values,
    send: (body) => updateShop(shop.id, body),
    schema: UpdateShopRequest,
    success: 'Les horaires d’ouverture sont enregistrés.',
    // The form keeps what was saved.
    after: (saved) => saved,
  });
  // The periods come and go with the buttons: the form's values are read and set whole, day by day.
  const days: Day[] = change.form.watch('openingHours');
  const update = (weekday: number, periods: Day['periods']) =>
    change.form.setValue(
      'openingHours',
      days.map((d) => (d.weekday === weekday ? { ...d, periods } : d)),
    );

  return (
    <CalendarSettingsForm
      id="hours-title"
      title="Horaires d’ouverture"
      legend="Horaires de chaque jour"
      calendar={change}
      canEdit={canEdit}
      fieldsetClassName="flex flex-col divide-y divide-gray-200"
      message={change.refusal ?? change.error('openinghours')}
      submitLabel="Enregistrer les horaires"
    >
      {days.map((day, dayIndex) => {
        const name = formatWeekday(day.weekday);
        const error = change.error(`openinghours[${dayIndex}]`);
        return (
          <div key={day.weekday} className="flex flex-wrap items-center gap-3 py-2">
            <p className="w-28 text-lg font-semibold capitalize">{name}</p>
            {day.periods.length === 0 && <p className="text-gray-700">Fermé</p>}
            {day.periods.map((period, i) => (
              <div key={i} className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`hours-${day.weekday}-${i}-opens`}>
                  {`Ouverture ${name}, plage ${i + 1}`}
                </label>
                <input
                  id={`hours-${day.weekday}-${i}-opens`}
                  type="time"
                  className={controlClass('figures').replace('w-full', 'w-32')}
                  value={period.opens}
                  onChange={(e) =>
                    update(
                      day.weekday,
                      day.periods.map((p, j) => (j === i ? { ...p, opens: e.target.value } : p)),
                    )
                  }
                />
                <span aria-hidden="true">–</span>
                <label className="sr-only" htmlFor={`hours-${day.weekday}-${i}-closes`}>
                  {`Fermeture ${name}, plage ${i + 1}`}
                </label>
                <input
                  id={`hours-${day.weekday}-${i}-closes`}
                  type="time"
                  className={controlClass('figures').replace('w-full', 'w-32')}
                  value={period.closes}
                  onChange={(e) =>
                    update(
                      day.weekday,
                      day.periods.map((p, j) => (j === i ? { ...p, closes: e.target.value } : p)),
                    )
                  }
                />
                {canEdit && (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'lg')}
                    onClick={() =>
                      update(
                        day.weekday,
                        day.periods.filter((_, j) => j !== i),
                      )
                    }
                  >
                    Retirer<span className="sr-only">{` la plage ${i + 1} du ${name}`}</span>
                  </button>
                )}
              </div>
            ))}
            {canEdit && day.periods.length < 4 && (
              <button
                type="button"
                className={buttonClass('secondary', 'lg')}
                onClick={() =>
                  update(day.weekday, [
                    ...day.periods,
                    day.periods.length === 0
                      ? { opens: '08:00', closes: '12:30' }
                      : { opens: '14:30', closes: '19:00' },
                  ])
                }
              >
                Ajouter une plage<span className="sr-only">{` le ${name}`}</span>
              </button>
            )}
            <FieldError message={error} />
          </div>
        );
      })}
    </CalendarSettingsForm>
  );
}
