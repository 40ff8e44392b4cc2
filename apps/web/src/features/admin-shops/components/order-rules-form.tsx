import { type ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { updateShop } from '../api/update-shop';
import { asNumber, useCalendarForm } from '../hooks/use-calendar-form';
import { CalendarField, CalendarSettingsForm } from './calendar-parts';

/** When orders for a day close, how many a day the shop takes (from one customer too), and how far ahead. */
export function OrderRulesForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const change = useCalendarForm({
    defaultValues: {
      daysBefore: String(shop.cutOff.daysBefore),
      time: shop.cutOff.time,
      dailyCapacity: String(shop.dailyCapacity),
      bookingHorizonDays: String(shop.bookingHorizonDays),
      openOrdersPerCustomerPerDay: String(shop.openOrdersPerCustomerPerDay),
      weighingTolerancePercent: String(shop.weighingTolerancePercent),
    },
    toBody: (values) => ({
      cutOff: { daysBefore: asNumber(values.daysBefore), time: values.time },
      dailyCapacity: asNumber(values.dailyCapacity),
      bookingHorizonDays: asNumber(values.bookingHorizonDays),
      openOrdersPerCustomerPerDay: asNumber(values.openOrdersPerCustomerPerDay),
      weighingTolerancePercent: asNumber(values.weighingTolerancePercent),
    }),
    schema: UpdateShopRequest,
    send: (body) => updateShop(shop.id, body),
    success: 'Les règles de commande sont enregistrées.',
    // The form keeps what was saved.
    after: (saved) => saved,
  });

  return (
    <CalendarSettingsForm
      id="rules-title"
      title="Règles de commande"
      legend="Clôture, capacité, horizon, commandes par client et tolérance de pesée"
      calendar={change}
      canEdit={canEdit}
      fieldsetClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
      submitLabel="Enregistrer les règles"
    >
      <CalendarField
        calendar={change}
        name="daysBefore"
        path="cutoff.daysbefore"
        id="rules-days-before"
        label={'Clôture\u00a0: jours avant'}
        hint="1 = la veille"
        inputMode="numeric"
      />
      <CalendarField
        calendar={change}
        name="time"
        path="cutoff.time"
        id="rules-time"
        label={'Clôture\u00a0: heure'}
        type="time"
      />
      <CalendarField
        calendar={change}
        name="dailyCapacity"
        id="rules-capacity"
        label="Commandes par jour"
        inputMode="numeric"
      />
      <CalendarField
        calendar={change}
        name="bookingHorizonDays"
        id="rules-horizon"
        label="Réservation jusqu’à (jours)"
        inputMode="numeric"
      />
      <CalendarField
        calendar={change}
        name="openOrdersPerCustomerPerDay"
        id="rules-open-orders"
        label="Commandes en cours par client et par jour"
        hint={
          'Ni remises ni annulées\u00a0: au-delà, le client doit appeler la boutique (personne ne réserve toutes les places).'
        }
        inputMode="numeric"
      />
      <CalendarField
        calendar={change}
        name="weighingTolerancePercent"
        id="rules-tolerance"
        label="Tolérance de pesée (%)"
        hint="Au-delà de l’estimation plus ce pourcentage, la pesée demande l’accord du client."
        inputMode="numeric"
      />
    </CalendarSettingsForm>
  );
}
