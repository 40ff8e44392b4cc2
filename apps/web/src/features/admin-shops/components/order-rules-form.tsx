import type { ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { updateShop } from '../api/update-shop';
import { useCalendarChange } from '../hooks/use-calendar-change';
import { errorOf } from '../lib/field-errors';
import { card, cardTitle, input, primaryButton } from '../lib/styles';
import { ErrorText, FormField } from './form-field';

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** When orders for a day close, how many a day the shop takes, and how far ahead. */
export function OrderRulesForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const [values, setValues] = useState({
    daysBefore: String(shop.cutOff.daysBefore),
    time: shop.cutOff.time,
    dailyCapacity: String(shop.dailyCapacity),
    bookingHorizonDays: String(shop.bookingHorizonDays),
  });
  const change = useCalendarChange(
    (body: UpdateShopRequest) => updateShop(shop.id, body),
    'Les règles de commande sont enregistrées.',
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void change.run({
      cutOff: { daysBefore: asNumber(values.daysBefore), time: values.time },
      dailyCapacity: asNumber(values.dailyCapacity),
      bookingHorizonDays: asNumber(values.bookingHorizonDays),
    });
  }

  return (
    <section aria-labelledby="rules-title" className={card}>
      <h2 id="rules-title" className={cardTitle}>
        Règles de commande
      </h2>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Clôture, capacité et horizon</legend>
          <FormField
            id="rules-days-before"
            label={'Clôture\u00a0: jours avant'}
            hint="1 = la veille"
            error={errorOf(change.errors, 'cutoff.daysbefore')}
          >
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                className={input}
                value={values.daysBefore}
                onChange={set('daysBefore')}
              />
            )}
          </FormField>
          <FormField id="rules-time" label={'Clôture\u00a0: heure'} error={errorOf(change.errors, 'cutoff.time')}>
            {(a11y) => <input {...a11y} type="time" className={input} value={values.time} onChange={set('time')} />}
          </FormField>
          <FormField id="rules-capacity" label="Commandes par jour" error={errorOf(change.errors, 'dailycapacity')}>
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                className={input}
                value={values.dailyCapacity}
                onChange={set('dailyCapacity')}
              />
            )}
          </FormField>
          <FormField
            id="rules-horizon"
            label="Réservation jusqu’à (jours)"
            error={errorOf(change.errors, 'bookinghorizondays')}
          >
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                className={input}
                value={values.bookingHorizonDays}
                onChange={set('bookingHorizonDays')}
              />
            )}
          </FormField>
        </fieldset>
        <ErrorText message={change.refusal} />
        {canEdit && (
          <button type="submit" className={`${primaryButton} mt-4`} disabled={change.pending}>
            Enregistrer les règles
          </button>
        )}
      </form>
    </section>
  );
}
