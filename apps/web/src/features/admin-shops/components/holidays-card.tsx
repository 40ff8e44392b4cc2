import {
  HolidayRequest,
  PAYMENT_POLICY_TEXT,
  type PaymentPolicy,
  type ShopCalendar,
  type ShopHoliday,
} from '@boucherie/contract';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { Select } from '../../../components/ui/text-input';
import { createHoliday } from '../api/create-holiday';
import { deleteHoliday } from '../api/delete-holiday';
import { updateHoliday } from '../api/update-holiday';
import { useCalendarChange } from '../api/use-calendar-change';
import { asNumber, useCalendarForm } from '../hooks/use-calendar-form';
import { CalendarCard, CalendarEntryForm, CalendarField } from './calendar-parts';
import { FestiveArticlesField } from './festive-articles-field';
import { HolidayLine } from './holiday-line';
import { PaymentPolicyOptions } from './payment-policy-options';

const EMPTY = {
  date: '',
  label: '',
  ordersOpenAt: '',
  cutOffAt: '',
  capacity: '',
  articleIds: [] as number[],
  // '': the shop's own payment rule.
  paymentPolicy: '' as PaymentPolicy | '',
};

const valuesOf = (h: ShopHoliday) => ({
  date: h.date,
  label: h.label,
  ordersOpenAt: h.ordersOpenAt,
  cutOffAt: h.cutOffAt,
  capacity: String(h.capacity),
  articleIds: h.articleIds,
  paymentPolicy: h.paymentPolicy ?? ('' as const),
});

/** "Commandes de fêtes": the holiday days with their own opening, cut-off and capacity, and a form to add one. */
export function HolidaysCard({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  // The holiday day being changed, or null: the form opens a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const save = useCalendarForm({
    defaultValues: EMPTY,
    toBody: ({ paymentPolicy, ...values }) => ({
      ...values,
      capacity: asNumber(values.capacity),
      // Left out: the shop's rule on this day too.
      ...(paymentPolicy ? { paymentPolicy } : {}),
    }),
    schema: HolidayRequest,
    send: (body) => (editing === null ? createHoliday(shop.id, body) : updateHoliday(shop.id, editing, body)),
    onSaved: () => setEditing(null),
    success: editing === null ? 'Les commandes de fêtes sont ouvertes pour ce jour.' : 'Le jour de fête est modifié.',
  });
  const remove = useCalendarChange((id: number) => deleteHoliday(shop.id, id), 'Le jour de fête est supprimé.');
  const edit = (h: ShopHoliday | null) => {
    setEditing(h?.id ?? null);
    save.form.reset(h ? valuesOf(h) : EMPTY);
    if (h) document.getElementById('holiday-label')?.focus();
  };

  return (
    <CalendarCard
      id="holidays-title"
      title="Commandes de fêtes"
      intro="Pour un jour choisi, ses propres dates d’ouverture et de clôture des commandes, sa capacité et, si vous le voulez, une liste d’articles de fête."
    >
      {shop.holidays.length === 0 ? (
        <p className="text-gray-700">Aucun jour de fête à venir.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shop.holidays.map((h) => (
            <HolidayLine key={h.id} holiday={h} canEdit={canEdit} onEdit={() => edit(h)} remove={remove} />
          ))}
        </ul>
      )}
      <FieldError message={remove.refusal} />
      {canEdit && (
        <CalendarEntryForm
          title={editing === null ? 'Ouvrir les commandes d’un jour de fête' : 'Modifier le jour de fête'}
          calendar={save}
          grid="md:grid-cols-6"
          submitLabel={editing === null ? 'Ouvrir les commandes de fêtes' : 'Enregistrer le jour de fête'}
          refusal={save.refusal ?? save.error('articleids')}
          actions={
            editing !== null && (
              <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => edit(null)}>
                Annuler
              </button>
            )
          }
        >
          <CalendarField
            calendar={save}
            name="label"
            id="holiday-label"
            label="Fête"
            placeholder="Noël"
            className="md:col-span-2"
          />
          <CalendarField
            calendar={save}
            name="date"
            id="holiday-date"
            label="Jour de retrait ou de livraison"
            type="date"
            className="md:col-span-2"
          />
          <CalendarField
            calendar={save}
            name="capacity"
            id="holiday-capacity"
            label="Capacité (commandes)"
            inputMode="numeric"
            className="md:col-span-2"
          />
          <CalendarField
            calendar={save}
            name="ordersOpenAt"
            id="holiday-opens"
            label="Ouverture des commandes"
            type="datetime-local"
            className="md:col-span-3"
          />
          <CalendarField
            calendar={save}
            name="cutOffAt"
            id="holiday-cut-off"
            label="Clôture des commandes"
            type="datetime-local"
            className="md:col-span-3"
          />
          <Field
            tone="office"
            id="holiday-payment"
            label="Paiement ce jour-là"
            error={save.error('paymentpolicy')}
            className="md:col-span-6"
          >
            {(a11y) => (
              <Select size="lg" {...save.form.register('paymentPolicy')} {...a11y}>
                <option value="">Comme la boutique ({PAYMENT_POLICY_TEXT[shop.paymentPolicy].toLowerCase()})</option>
                <PaymentPolicyOptions />
              </Select>
            )}
          </Field>
          <FestiveArticlesField
            key={editing ?? 'new'}
            value={save.form.watch('articleIds')}
            onChange={(articleIds) => save.form.setValue('articleIds', articleIds)}
          />
        </CalendarEntryForm>
      )}
    </CalendarCard>
  );
}
