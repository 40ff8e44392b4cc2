import { OrderAddress } from '@boucherie/contract';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AddressField } from '../lib/order-errors';
import type { OrderFormValues } from '../lib/order-form';
import { fieldInput, sectionTitle } from './choice-styles';
import { FieldError } from './field-error';

const FIELDS: { name: AddressField; label: string; autoComplete: string; wide?: boolean; inputMode?: 'numeric' }[] = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name' },
  { name: 'street', label: 'Numéro et rue', autoComplete: 'street-address', wide: true },
  { name: 'postcode', label: 'Code postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2' },
];

/** The contract's own rule and French message for one field of the address. */
const check = (name: AddressField) => (value: string) => {
  const result = OrderAddress.shape[name].safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? 'Valeur invalide.');
};

type Props = {
  register: UseFormRegister<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>['address'];
  /** Whether the fields are checked (only for a delivery). */
  active: () => boolean;
  /** The served zone, or why the post code is not served. */
  zone: ReactNode;
  /** The post code is not served: the field says so too. */
  postcodeRefused: boolean;
};

/** The specification's "Selected address", prefilled from the profile. */
export function DeliveryAddressFields({ register, errors, active, zone, postcodeRefused }: Props) {
  return (
    <fieldset>
      <legend className={sectionTitle}>Adresse de livraison</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = errors?.[field.name]?.message;
          const id = `address-${field.name}`;
          const postcode = field.name === 'postcode';
          const describedBy = [error ? `${id}-error` : '', postcode ? 'delivery-zone' : ''].filter(Boolean).join(' ');
          return (
            <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="font-medium text-gray-900">
                {field.label}
              </label>
              <input
                id={id}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                aria-invalid={error || (postcode && postcodeRefused) ? true : undefined}
                aria-describedby={describedBy || undefined}
                className={fieldInput}
                {...register(`address.${field.name}`, { validate: (v) => !active() || check(field.name)(v) })}
              />
              <FieldError id={`${id}-error`} message={error} />
              {postcode && <div id="delivery-zone">{zone}</div>}
            </div>
          );
        })}
        <p className="text-gray-800 sm:col-span-2">
          Pays&nbsp;: France <span className="text-sm text-gray-600">(nous livrons en France uniquement)</span>
        </p>
      </div>
    </fieldset>
  );
}
