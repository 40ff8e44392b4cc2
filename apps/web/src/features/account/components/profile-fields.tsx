import { USER_TYPE } from '@boucherie/contract';
import type { ComponentProps } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { COUNTRY_OPTIONS, type ProfileFormValues, type ShopOption } from '../lib/profile-form';
import { PhoneInput } from './phone-input';
import { SelectField } from './select-field';
import { UserTypeChoice } from './user-type-choice';

const section = 'flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6';
const legend = 'float-left mb-2 w-full text-lg font-semibold text-gray-900';

/** The provider's form, with its errors at hand for each section. */
function useProfileForm() {
  const form = useFormContext<ProfileFormValues>();
  return { ...form, errors: form.formState.errors };
}

/** The names of the profile's fields that hold text. */
type TextName = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never;
}[keyof ProfileFormValues];

/** A text field of the profile: its id is its name, registered on the form, with its error. */
function ProfileTextField({
  name,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'id' | 'registration' | 'error'> & { name: TextName }) {
  const { register, errors } = useProfileForm();
  return <TextField id={name} registration={register(name)} error={errors[name]?.message} {...props} />;
}

/** A pro's company: its name and the VAT number its invoices carry. */
function CompanyFields() {
  return (
    <fieldset className={section}>
      <legend className={legend}>Votre société</legend>
      <ProfileTextField name="company" label="Raison sociale" autoComplete="organization" />
      <ProfileTextField
        name="vatNumber"
        label="Numéro de TVA intracommunautaire"
        autoCapitalize="characters"
        spellCheck={false}
        hint={'Exemple\u00a0: FR83404833048. Il figurera sur vos factures.'}
      />
    </fieldset>
  );
}

/** Names, e-mails and phones; the second e-mail and the landline wait for the profile when `brief`. */
function ContactFields({ brief }: { brief: boolean }) {
  const { control } = useProfileForm();
  return (
    <fieldset className={section}>
      <legend className={legend}>Vos coordonnées</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileTextField name="firstName" label="Prénom" autoComplete="given-name" />
        <ProfileTextField name="lastName" label="Nom" autoComplete="family-name" />
      </div>
      <ProfileTextField
        name="email"
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint="Pour vous connecter et recevoir vos confirmations de commande."
      />
      {!brief && (
        <ProfileTextField
          name="email2"
          label="Seconde adresse e-mail"
          type="email"
          optional
          spellCheck={false}
          hint="Une copie de vos confirmations y sera envoyée (comptabilité, cuisine…)."
        />
      )}
      <PhoneInput
        id="phoneNumber"
        label="Téléphone mobile"
        autoComplete="tel"
        help="Nous y envoyons votre code d’activation et les nouvelles de vos commandes."
        control={control}
        name="phoneNumber"
      />
      {!brief && (
        <PhoneInput
          id="phoneNumber2"
          label="Téléphone fixe (facultatif)"
          autoComplete="off"
          control={control}
          name="phoneNumber2"
        />
      )}
    </fieldset>
  );
}

/** The postal address, optional for a particulier; the post code and phones are read with the country. */
function AddressFields({ isPro }: { isPro: boolean }) {
  const { control, errors, getFieldState, trigger, getValues } = useProfileForm();
  const country = useController({ control, name: 'country' });
  const countryField = {
    ...country.field,
    // The post code and phone numbers are read with the country: check them again when it changes.
    onChange: (value: string) => {
      country.field.onChange(value);
      const dependents = (['postCode', 'phoneNumber', 'phoneNumber2'] as const).filter(
        (name) => getValues(name) !== '' && getFieldState(name).isTouched,
      );
      if (dependents.length > 0) void trigger(dependents);
    },
  };
  return (
    <fieldset className={section}>
      <legend className={legend}>
        Votre adresse{!isPro && <span className="font-normal text-gray-700"> (facultative)</span>}
      </legend>
      {!isPro && (
        <p id="address-help" className="text-sm text-gray-700">
          Inutile si vous retirez vos commandes en boutique&nbsp;: pour une livraison, l’adresse vous sera demandée à la
          commande.
        </p>
      )}
      <ProfileTextField name="streetAndNumber" label="Numéro et rue" autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <ProfileTextField name="postCode" label="Code postal" autoComplete="postal-code" inputMode="numeric" />
        <ProfileTextField name="locality" label="Ville" autoComplete="address-level2" />
      </div>
      <SelectField
        id="country"
        label="Pays"
        autoComplete="country"
        options={COUNTRY_OPTIONS}
        field={countryField}
        error={errors.country?.message}
      />
    </fieldset>
  );
}

/** The favourite shop (later, when `brief`) and the newsletter. */
function PreferenceFields({ shops, brief }: { shops: readonly ShopOption[]; brief: boolean }) {
  const { control, errors, register } = useProfileForm();
  const favoriteStore = useController({ control, name: 'favoriteStore' });
  return (
    <fieldset className={section}>
      <legend className={legend}>Vos préférences</legend>
      {brief ? (
        <p className="text-sm text-gray-700">
          Une adresse, un téléphone fixe, une seconde adresse e-mail ou votre boutique préférée&nbsp;: vous pourrez les
          ajouter plus tard dans «&nbsp;Mon compte&nbsp;».
        </p>
      ) : (
        <SelectField
          id="favoriteStore"
          label="Boutique préférée"
          optional
          hint="Proposée d’office pour vos retraits en boutique."
          options={[{ value: '', label: 'Aucune préférence' }, ...shops]}
          field={favoriteStore.field}
          error={errors.favoriteStore?.message}
        />
      )}
      <Checkbox
        id="wantsNewsletter"
        label="Je souhaite recevoir la lettre d’information"
        hint="Nos promotions et les produits de saison, une à deux fois par mois. Désinscription à tout moment."
        {...register('wantsNewsletter')}
      />
    </fieldset>
  );
}

/**
 * Every field of the User of the specification, shared by registration and the profile. Sits in a
 * FormProvider whose values include ProfileFormValues. A particulier registering is asked only what a first
 * pickup order needs (`registering`): the second e-mail, the landline, the address and the favourite shop
 * come later, in the profile. A pro is asked everything at once (the address is required, invoices use it).
 */
export function ProfileFields({ shops, registering = false }: { shops: readonly ShopOption[]; registering?: boolean }) {
  const { control, formState } = useFormContext<ProfileFormValues>();
  const userType = useController({ control, name: 'userType' });
  const isPro = userType.field.value === USER_TYPE.pro;
  const brief = registering && !isPro;

  return (
    <>
      <UserTypeChoice
        value={userType.field.value}
        onChange={(value) => userType.field.onChange(value)}
        error={formState.errors.userType?.message}
      />
      {isPro && <CompanyFields />}
      <ContactFields brief={brief} />
      {!brief && <AddressFields isPro={isPro} />}
      <PreferenceFields shops={shops} brief={brief} />
    </>
  );
}
