import { RegisterRequest, type User } from '@boucherie/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRegister } from '../api/register';
import {
  EMPTY_PROFILE,
  REGISTER_FIELDS,
  type RegisterFormValues,
  type ShopOption,
  withoutHiddenFields,
} from '../lib/profile-form';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { ProfileFields } from './profile-fields';
import { SubmitButton } from './submit-button';

type Props = {
  shops: readonly ShopOption[];
  /** The kind of account offered first (a pro for a visitor coming from the pro space). */
  userType?: 1 | 2;
  onRegistered: (user: User) => void;
};

export function RegisterForm({ shops, userType = 1, onRegistered }: Props) {
  const form = useZodForm<RegisterFormValues, typeof RegisterRequest>(
    RegisterRequest,
    { ...EMPTY_PROFILE, userType, password: '' },
    withoutHiddenFields,
  );
  const registration = useRegister();
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { user } = await registration.mutateAsync(values);
      onRegistered(user);
    } catch (error) {
      setFormError(applyServerErrors(error, REGISTER_FIELDS, form.setError, 'Votre compte n’a pas pu être créé.'));
    }
  }, focusFirstInvalid);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <ProfileFields shops={shops} registering />
        <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <legend className="float-left mb-2 w-full text-lg font-semibold text-gray-900">Votre mot de passe</legend>
          <PasswordField
            id="password"
            label="Mot de passe"
            autoComplete="new-password"
            hint="Au moins 8 caractères. Une phrase de quelques mots est facile à retenir et difficile à deviner."
            registration={form.register('password')}
            error={errors.password?.message}
          />
        </fieldset>
        <FormAlert>{formError}</FormAlert>
        <p className="text-sm text-gray-700">
          En créant votre compte, vous acceptez nos{' '}
          <Link to="/cgv" className="font-medium text-primary-800 underline">
            conditions générales de vente
          </Link>
          . Vos données servent à préparer vos commandes et à vous en informer (
          <Link to="/confidentialite" className="font-medium text-primary-800 underline">
            politique de confidentialité
          </Link>
          ).
        </p>
        <SubmitButton busy={isSubmitting} busyLabel="Création en cours…" className="w-full sm:w-auto sm:self-start">
          Créer mon compte
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
