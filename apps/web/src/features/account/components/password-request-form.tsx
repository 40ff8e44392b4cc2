import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { PasswordRequestForm as PasswordRequestSchema } from '../lib/schemas';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

type Values = { email: string };

/** The e-mail to send a reset link to; the answer never tells whether an account exists. */
export function PasswordRequestForm() {
  const form = useZodForm<Values, typeof PasswordRequestSchema>(PasswordRequestSchema, { email: '' });
  const request = useRequestPasswordReset();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setResult(undefined);
    try {
      const { message } = await request.mutateAsync(email);
      setResult({ tone: 'success', text: message });
    } catch (error) {
      const text = applyServerErrors(error, ['email'], form.setError, 'La demande n’a pas pu être envoyée.');
      if (text) setResult({ tone: 'error', text });
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        id="email"
        label="Adresse e-mail de votre compte"
        type="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        hint="Nous vous enverrons un lien, valable une heure, pour choisir un nouveau mot de passe."
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <FormAlert tone={result?.tone}>{result?.text}</FormAlert>
      <SubmitButton busy={isSubmitting} busyLabel="Envoi en cours…" className="w-full sm:w-auto sm:self-start">
        Recevoir le lien
      </SubmitButton>
    </form>
  );
}
