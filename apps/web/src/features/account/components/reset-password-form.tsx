import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { ResetPasswordForm as ResetPasswordSchema } from '../lib/schemas';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

type Values = { token: string; password: string; confirmation: string };

/** The new password, twice; the token comes from the e-mailed link. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const form = useZodForm<Values, typeof ResetPasswordSchema>(ResetPasswordSchema, {
    token,
    password: '',
    confirmation: '',
  });
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string>();
  const [linkExpired, setLinkExpired] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await reset.mutateAsync({ token, password });
      onReset();
    } catch (error) {
      const other = applyServerErrors(error, ['password'], form.setError, 'Le mot de passe n’a pas pu être changé.');
      setLinkExpired(isApiError(error) && error.problem.errors?.Token !== undefined);
      setFormError(other);
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        id="password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        hint="Au moins 8 caractères. Une phrase de quelques mots est facile à retenir et difficile à deviner."
        registration={form.register('password', {
          onChange: () => {
            if (form.getFieldState('confirmation').isTouched) void form.trigger('confirmation');
          },
        })}
        error={errors.password?.message}
      />
      <PasswordField
        id="confirmation"
        label="Confirmez le nouveau mot de passe"
        autoComplete="new-password"
        registration={form.register('confirmation')}
        error={errors.confirmation?.message}
      />
      <FormAlert>
        {formError && (
          <>
            {formError}
            {linkExpired && (
              <>
                {' '}
                <Link to="/account/password" className="font-semibold underline">
                  Recevoir un nouveau lien
                </Link>
              </>
            )}
          </>
        )}
      </FormAlert>
      <SubmitButton busy={isSubmitting} busyLabel="Enregistrement…" className="w-full sm:w-auto sm:self-start">
        Enregistrer mon mot de passe
      </SubmitButton>
    </form>
  );
}
