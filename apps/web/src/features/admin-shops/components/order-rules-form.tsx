import type { ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field, type FieldA11y } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { controlClass } from '../../../components/ui/text-input';
import { updateShop } from '../api/update-shop';
import { useCalendarChange } from '../hooks/use-calendar-change';
import { errorOf } from '../lib/field-errors';
import { card, cardTitle } from '../lib/styles';

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** When orders for a day close, how many a day the shop takes (from one customer too), and how far ahead. */
export function OrderRulesForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const [values, setValues] = useState({
    daysBefore: String(shop.cutOff.daysBefore),
    time: shop.cutOff.time,
    dailyCapacity: String(shop.dailyCapacity),
    bookingHorizonDays: String(shop.bookingHorizonDays),
    openOrdersPerCustomerPerDay: String(shop.openOrdersPerCustomerPerDay),
    weighingTolerancePercent: String(shop.weighingTolerancePercent),
  });
  const change = useCalendarChange(
    (body: UpdateShopRequest) => updateShop(shop.id, body),
    'Les règles de commande sont enregistrées.',
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  /** A whole number's field (the counts and the days). */
  const count = (key: Exclude<keyof typeof values, 'time'>) => (a11y: FieldA11y) => (
    <input {...a11y} inputMode="numeric" className={controlClass('figures')} value={values[key]} onChange={set(key)} />
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void change.run({
      cutOff: { daysBefore: asNumber(values.daysBefore), time: values.time },
      dailyCapacity: asNumber(values.dailyCapacity),
      bookingHorizonDays: asNumber(values.bookingHorizonDays),
      openOrdersPerCustomerPerDay: asNumber(values.openOrdersPerCustomerPerDay),
      weighingTolerancePercent: asNumber(values.weighingTolerancePercent),
    });
  }

  return (
    <section aria-labelledby="rules-title" className={card}>
      <h2 id="rules-title" className={cardTitle}>
        Règles de commande
      </h2>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Clôture, capacité, horizon, commandes par client et tolérance de pesée</legend>
          <Field
            tone="office"
            id="rules-days-before"
            label={'Clôture\u00a0: jours avant'}
            hint="1 = la veille"
            error={errorOf(change.errors, 'cutoff.daysbefore')}
          >
            {count('daysBefore')}
          </Field>
          <Field
            tone="office"
            id="rules-time"
            label={'Clôture\u00a0: heure'}
            error={errorOf(change.errors, 'cutoff.time')}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="time"
                className={controlClass('figures')}
                value={values.time}
                onChange={set('time')}
              />
            )}
          </Field>
          <Field
            tone="office"
            id="rules-capacity"
            label="Commandes par jour"
            error={errorOf(change.errors, 'dailycapacity')}
          >
            {count('dailyCapacity')}
          </Field>
          <Field
            tone="office"
            id="rules-horizon"
            label="Réservation jusqu’à (jours)"
            error={errorOf(change.errors, 'bookinghorizondays')}
          >
            {count('bookingHorizonDays')}
          </Field>
          <Field
            tone="office"
            id="rules-open-orders"
            label="Commandes en cours par client et par jour"
            hint={
              'Ni remises ni annulées\u00a0: au-delà, le client doit appeler la boutique (personne ne réserve toutes les places).'
            }
            error={errorOf(change.errors, 'openorderspercustomerperday')}
          >
            {count('openOrdersPerCustomerPerDay')}
          </Field>
          <Field
            tone="office"
            id="rules-tolerance"
            label="Tolérance de pesée (%)"
            hint="Au-delà de l’estimation plus ce pourcentage, la pesée demande l’accord du client."
            error={errorOf(change.errors, 'weighingtolerancepercent')}
          >
            {count('weighingTolerancePercent')}
          </Field>
        </fieldset>
        <FieldError message={change.refusal} />
        {canEdit && (
          <button type="submit" className={`${buttonClass('primary', 'lg')} mt-4`} disabled={change.pending}>
            Enregistrer les règles
          </button>
        )}
      </form>
    </section>
  );
}
