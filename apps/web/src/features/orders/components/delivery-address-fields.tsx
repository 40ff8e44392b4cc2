import { DELIVERY_INSTRUCTIONS_MAX_LENGTH } from '@boucherie/contract';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error';
import type { AddressField } from '../lib/order-errors';
import type { OrderFormValues } from '../lib/order-form';
import { fieldInput, sectionTitle } from './choice-styles';

type Field = { name: AddressField; label: string; autoComplete: string; wide?: boolean; inputMode?: 'numeric' };

/** A pro's delivery goes to the company: its name comes first on the address, the label and the driver's list. */
const COMPANY: Field = { name: 'company', label: 'Entreprise (facultatif)', autoComplete: 'organization', wide: true };

const FIELDS: Field[] = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name' },
  { name: 'street', label: 'Numéro et rue', autoComplete: 'street-address', wide: true },
  { name: 'postcode', label: 'Code postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2' },
];

type Props = {
  register: UseFormRegister<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>['address'];
  /** The served zone, or why the post code is not served. */
  zone: ReactNode;
  /** The post code is not served: the field says so too. */
  postcodeRefused: boolean;
  /** A pro account: the company's name, prefilled from the account. */
  withCompany: boolean;
  /** The delivery instructions' message (the contract's check or the server's refusal). */
  instructionsError: string | undefined;
};

/** The specification's "Selected address", prefilled from the profile. */
export function DeliveryAddressFields(props: Props) {
  const { register, errors, zone, postcodeRefused, withCompany, instructionsError } = props;
  return (
    <fieldset>
      <legend className={sectionTitle}>Adresse de livraison</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {(withCompany ? [COMPANY, ...FIELDS] : FIELDS).map((field) => {
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
                {...register(`address.${field.name}`)}
              />
              <FieldError id={`${id}-error`} message={error} />
              {postcode && <div id="delivery-zone">{zone}</div>}
            </div>
          );
        })}
        <p className="text-gray-800 sm:col-span-2">
          Pays&nbsp;: France <span className="text-sm text-gray-600">(nous livrons en France uniquement)</span>
        </p>
        <DeliveryInstructionsField register={register} error={instructionsError} />
      </div>
    </fieldset>
  );
}

/** What the driver needs at the door: kept on the order, printed on the label, shown on the deliveries list. */
function DeliveryInstructionsField({
  register,
  error,
}: {
  register: UseFormRegister<OrderFormValues>;
  error: string | undefined;
}) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor="delivery-instructions" className="font-medium text-gray-900">
        Instructions pour le livreur (facultatif)
      </label>
      <p id="delivery-instructions-help" className="text-sm text-gray-700">
        Code d’accès, étage, porte de service, horaires de réception…
      </p>
      <textarea
        id="delivery-instructions"
        rows={2}
        maxLength={DELIVERY_INSTRUCTIONS_MAX_LENGTH}
        placeholder={'Exemple\u00a0: code 4B27, 2e étage, entrée par la cour'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'delivery-instructions-error' : 'delivery-instructions-help'}
        className={`${fieldInput} py-2`}
        {...register('deliveryInstructions')}
      />
      <FieldError id="delivery-instructions-error" message={error} />
    </div>
  );
}
