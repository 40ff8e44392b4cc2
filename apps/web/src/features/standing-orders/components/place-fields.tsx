import type { OrderMode, Shop } from '@boucherie/contract';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { labelClass } from '../../../components/ui/label';
import { NamedOptions } from '../../../components/ui/named-options';
import { controlClass } from '../../../components/ui/text-input';
import type { AddressValues, StandingFormErrors } from '../lib/standing-values';
import { check, choiceCard, sectionTitle } from '../lib/styles';

export type PlaceValues = {
  mode: OrderMode;
  shopId: number | null;
  address: AddressValues;
  deliveryInstructions: string;
};

type Props = {
  values: PlaceValues;
  onChange: (next: PlaceValues) => void;
  shops: readonly Shop[] | undefined;
  errors: StandingFormErrors;
  /** A pro's delivery goes to the company. */
  withCompany: boolean;
};

type Field = { name: keyof AddressValues; text: string; autoComplete: string; wide?: boolean };

const FIELDS: Field[] = [
  { name: 'firstName', text: 'Prénom', autoComplete: 'given-name' },
  { name: 'lastName', text: 'Nom', autoComplete: 'family-name' },
  { name: 'street', text: 'Numéro et rue', autoComplete: 'street-address', wide: true },
  { name: 'postcode', text: 'Code postal', autoComplete: 'postal-code' },
  { name: 'city', text: 'Ville', autoComplete: 'address-level2' },
];
const COMPANY: Field = { name: 'company', text: 'Entreprise (facultatif)', autoComplete: 'organization', wide: true };

/** Pickup at a shop or delivery to an address, each with what it needs. */
export function PlaceFields({ values, onChange, shops, errors, withCompany }: Props) {
  const id = useId();
  const setAddress = (name: keyof AddressValues, value: string) =>
    onChange({ ...values, address: { ...values.address, [name]: value } });
  const shopError = errors.shopId;
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-describedby={errors.mode ? `${id}-mode-error` : undefined}>
        <legend className={sectionTitle}>Retrait ou livraison</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(['Pickup', 'Delivery'] as const).map((mode) => (
            <label key={mode} className={choiceCard}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={values.mode === mode}
                onChange={() => onChange({ ...values, mode })}
                className={check}
              />
              <span className="text-gray-900">{mode === 'Pickup' ? 'Retrait en boutique' : 'Livraison'}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-mode-error`} message={errors.mode} />
      </fieldset>
      {values.mode === 'Pickup' ? (
        <div>
          <label htmlFor={`${id}-shop`} className={labelClass.shop}>
            Boutique
          </label>
          <select
            id={`${id}-shop`}
            // A string, as the options' values are: a number set on the field matches no option in happy-dom.
            value={values.shopId === null ? '' : String(values.shopId)}
            onChange={(event) =>
              onChange({ ...values, shopId: event.target.value ? Number(event.target.value) : null })
            }
            aria-invalid={shopError ? true : undefined}
            aria-describedby={shopError ? `${id}-shop-error` : undefined}
            className={controlClass('md', 'mt-1')}
          >
            <option value="">Choisissez une boutique</option>
            <NamedOptions items={shops} />
          </select>
          <FieldError id={`${id}-shop-error`} message={shopError} />
        </div>
      ) : (
        <fieldset>
          <legend className={sectionTitle}>Adresse de livraison</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {(withCompany ? [COMPANY, ...FIELDS] : FIELDS).map((field) => {
              const error = errors[`address.${field.name}`];
              const fieldId = `${id}-${field.name}`;
              return (
                <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
                  <label htmlFor={fieldId} className={labelClass.shop}>
                    {field.text}
                  </label>
                  <input
                    id={fieldId}
                    autoComplete={field.autoComplete}
                    inputMode={field.name === 'postcode' ? 'numeric' : undefined}
                    value={values.address[field.name]}
                    onChange={(event) => setAddress(field.name, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    className={controlClass('md', 'mt-1')}
                  />
                  <FieldError id={`${fieldId}-error`} message={error} />
                </div>
              );
            })}
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-instructions`} className={labelClass.shop}>
                Instructions pour le livreur (facultatif)
              </label>
              <input
                id={`${id}-instructions`}
                value={values.deliveryInstructions}
                onChange={(event) => onChange({ ...values, deliveryInstructions: event.target.value })}
                aria-invalid={errors.deliveryInstructions ? true : undefined}
                aria-describedby={errors.deliveryInstructions ? `${id}-instructions-error` : undefined}
                className={controlClass('md', 'mt-1')}
              />
              <FieldError id={`${id}-instructions-error`} message={errors.deliveryInstructions} />
            </div>
          </div>
          <FieldError message={errors.address} />
        </fieldset>
      )}
    </div>
  );
}
