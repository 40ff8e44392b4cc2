import { type ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { useFieldArray } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/text-input';
import { formatEuros } from '../../../lib/format';
import { updateShop } from '../api/update-shop';
import { useCalendarForm } from '../hooks/use-calendar-form';
import { CalendarSettingsForm } from './calendar-parts';

type ZoneDraft = { name: string; postCodes: string; fee: string; minimumOrder: string };

/** A zone's fields, in the order of the row (the server's error keys are their names in lower case). */
const ZONE_FIELDS: { key: keyof ZoneDraft; id: string; label: string; span: string; decimal?: boolean }[] = [
  { key: 'name', id: 'name', label: 'Nom de la zone', span: 'md:col-span-3' },
  { key: 'postCodes', id: 'codes', label: 'Codes postaux', span: 'md:col-span-4' },
  { key: 'fee', id: 'fee', label: 'Frais (€ TTC)', span: 'md:col-span-2', decimal: true },
  { key: 'minimumOrder', id: 'minimum', label: 'Minimum (€ TTC)', span: 'md:col-span-2', decimal: true },
];

const euros = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.').replace(/\s|€/g, '')));
const shown = (amount: number) => formatEuros(amount).replace(/\u00a0€$/, '');

/** Whether the shop delivers, and its zones: post codes, fee and minimum order (TTC). */
export function DeliveryZonesForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const change = useCalendarForm({
    defaultValues: {
      delivers: shop.delivers,
      zones: shop.deliveryZones.map(
        (z): ZoneDraft => ({
          name: z.name,
          postCodes: z.postCodes.join(', '),
          fee: shown(z.fee),
          minimumOrder: shown(z.minimumOrder),
        }),
      ),
    },
    toBody: ({ delivers, zones }) => ({
      delivers,
      deliveryZones: zones.map((z) => ({
        name: z.name,
        postCodes: z.postCodes
          .split(/[\s,;]+/)
          .map((c) => c.trim())
          .filter(Boolean),
        fee: euros(z.fee),
        minimumOrder: euros(z.minimumOrder),
      })),
    }),
    send: (body) => updateShop(shop.id, body),
    schema: UpdateShopRequest,
    success: 'Les zones de livraison sont enregistrées.',
    // The form keeps what was saved.
    after: (saved) => saved,
  });
  const zones = useFieldArray({ control: change.form.control, name: 'zones' });
  const names = change.form.watch('zones').map((z) => z.name);

  return (
    <CalendarSettingsForm
      id="zones-title"
      title="Livraison"
      legend="Zones de livraison"
      calendar={change}
      canEdit={canEdit}
      fieldsetClassName="flex flex-col gap-4"
      message={change.refusal ?? change.error('deliveryzones')}
      submitLabel="Enregistrer la livraison"
    >
      <label className="flex min-h-12 items-center gap-3 text-lg">
        <input type="checkbox" className="size-6 accent-primary-700" {...change.form.register('delivers')} />
        La boutique livre à domicile
      </label>
      {zones.fields.map((zone, i) => (
        <div key={zone.id} className="grid grid-cols-1 gap-3 rounded-lg bg-gray-50 p-3 md:grid-cols-12">
          {ZONE_FIELDS.map((field) => (
            <Field
              tone="office"
              key={field.key}
              id={`zone-${i}-${field.id}`}
              label={field.label}
              error={change.error(`deliveryzones[${i}].${field.key.toLowerCase()}`)}
              className={field.span}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...(field.decimal ? { inputMode: 'decimal' as const } : {})}
                  className={controlClass('figures')}
                  {...change.form.register(`zones.${i}.${field.key}`)}
                />
              )}
            </Field>
          ))}
          {canEdit && (
            <button
              type="button"
              className={`${buttonClass('secondary', 'lg')} self-end md:col-span-1`}
              onClick={() => zones.remove(i)}
            >
              Retirer<span className="sr-only">{` la zone ${names[i] ?? ''}`}</span>
            </button>
          )}
        </div>
      ))}
      {canEdit && (
        <button
          type="button"
          className={`${buttonClass('secondary', 'lg')} self-start`}
          onClick={() => zones.append({ name: '', postCodes: '', fee: '', minimumOrder: '' }, { shouldFocus: false })}
        >
          Ajouter une zone
        </button>
      )}
    </CalendarSettingsForm>
  );
}
