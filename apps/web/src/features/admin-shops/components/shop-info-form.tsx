import type { ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { controlClass } from '../../../components/ui/text-input';
import { updateShop } from '../api/update-shop';
import { useCalendarChange } from '../hooks/use-calendar-change';
import { errorOf } from '../lib/field-errors';
import { card, cardTitle } from '../lib/styles';

/** Name, address, phone and e-mail of a shop. */
export function ShopInfoForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const [values, setValues] = useState({
    name: shop.name,
    street: shop.address.street,
    postCode: shop.address.postCode,
    city: shop.address.city,
    phone: shop.phone,
    email: shop.email,
  });
  const change = useCalendarChange(
    (body: UpdateShopRequest) => updateShop(shop.id, body),
    'Les coordonnées de la boutique sont enregistrées.',
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void change.run({
      name: values.name,
      address: { street: values.street, postCode: values.postCode, city: values.city },
      phone: values.phone,
      email: values.email,
    });
  }

  const field = (key: keyof typeof values, label: string, server: string, type = 'text', className = '') => (
    <Field tone="office" id={`shop-${key}`} label={label} error={errorOf(change.errors, server)} className={className}>
      {(a11y) => (
        <input {...a11y} type={type} className={controlClass('figures')} value={values[key]} onChange={set(key)} />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="shop-info-title" className={card}>
      <h2 id="shop-info-title" className={cardTitle}>
        Coordonnées
      </h2>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={!canEdit} className="grid grid-cols-1 gap-4 md:grid-cols-6">
          <legend className="sr-only">Coordonnées de la boutique</legend>
          {field('name', 'Nom', 'name', 'text', 'md:col-span-6')}
          {field('street', 'Numéro et rue', 'address.street', 'text', 'md:col-span-6')}
          {field('postCode', 'Code postal', 'address.postcode', 'text', 'md:col-span-2')}
          {field('city', 'Ville', 'address.city', 'text', 'md:col-span-4')}
          {field('phone', 'Téléphone', 'phone', 'tel', 'md:col-span-3')}
          {field('email', 'E-mail (reçoit les nouvelles commandes)', 'email', 'email', 'md:col-span-3')}
        </fieldset>
        <FieldError message={change.refusal} />
        {canEdit && (
          <button type="submit" className={`${buttonClass('primary', 'lg')} mt-4`} disabled={change.pending}>
            Enregistrer les coordonnées
          </button>
        )}
      </form>
    </section>
  );
}
