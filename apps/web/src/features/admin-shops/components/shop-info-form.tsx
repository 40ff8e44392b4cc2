import { type ShopCalendar, UpdateShopRequest } from '@boucherie/contract';
import { updateShop } from '../api/update-shop';
import { useCalendarForm } from '../hooks/use-calendar-form';
import { CalendarField, CalendarSettingsForm } from './calendar-parts';

/** Name, address, phone and e-mail of a shop. */
export function ShopInfoForm({ shop, canEdit }: { shop: ShopCalendar; canEdit: boolean }) {
  const change = useCalendarForm({
    defaultValues: {
      name: shop.name,
      street: shop.address.street,
      postCode: shop.address.postCode,
      city: shop.address.city,
      phone: shop.phone,
      email: shop.email,
    },
    toBody: (values) => ({
      name: values.name,
      address: { street: values.street, postCode: values.postCode, city: values.city },
      phone: values.phone,
      email: values.email,
    }),
    send: (body) => updateShop(shop.id, body),
    schema: UpdateShopRequest,
    success: 'Les coordonnées de la boutique sont enregistrées.',
    // The form keeps what was saved.
    after: (saved) => saved,
  });
  type Name = 'name' | 'street' | 'postCode' | 'city' | 'phone' | 'email';
  const field = (key: Name, label: string, server: string, type: string, className: string) => (
    <CalendarField
      calendar={change}
      name={key}
      id={`shop-${key}`}
      label={label}
      path={server}
      type={type}
      className={className}
    />
  );

  return (
    <CalendarSettingsForm
      id="shop-info-title"
      title="Coordonnées"
      legend="Coordonnées de la boutique"
      calendar={change}
      canEdit={canEdit}
      fieldsetClassName="grid grid-cols-1 gap-4 md:grid-cols-6"
      submitLabel="Enregistrer les coordonnées"
    >
      {field('name', 'Nom', 'name', 'text', 'md:col-span-6')}
      {field('street', 'Numéro et rue', 'address.street', 'text', 'md:col-span-6')}
      {field('postCode', 'Code postal', 'address.postcode', 'text', 'md:col-span-2')}
      {field('city', 'Ville', 'address.city', 'text', 'md:col-span-4')}
      {field('phone', 'Téléphone', 'phone', 'tel', 'md:col-span-3')}
      {field('email', 'E-mail (reçoit les nouvelles commandes)', 'email', 'email', 'md:col-span-3')}
    </CalendarSettingsForm>
  );
}
