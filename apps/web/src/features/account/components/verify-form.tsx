import { type User, VerifyRequest } from '@boucherie/contract';
import { useState } from 'react';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useVerify } from '../api/verify';
import { FormAlert } from './form-alert';
import { SmsCodeField } from './sms-code-field';
import { SubmitButton } from './submit-button';

type Values = { activationCode: string };

/** The 6-digit code; phones offer it from the SMS (autocomplete one-time-code). */
export function VerifyForm({ onVerified }: { onVerified: (user: User) => void }) {
  const form = useZodForm<Values, typeof VerifyRequest>(VerifyRequest, { activationCode: '' });
  const verify = useVerify();
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ activationCode }) => {
    setFormError(undefined);
    try {
      onVerified(await verify.mutateAsync(activationCode));
    } catch (error) {
      setFormError(applyServerErrors(error, ['activationCode'], form.setError, 'Le code n’a pas pu être vérifié.'));
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SmsCodeField
        id="activationCode"
        registration={form.register('activationCode')}
        error={errors.activationCode?.message}
      />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton busy={isSubmitting} busyLabel="Vérification…" className="w-full sm:w-auto sm:self-start">
        Activer mon compte
      </SubmitButton>
    </form>
  );
}
