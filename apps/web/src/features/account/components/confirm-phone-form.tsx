import { ConfirmPhoneNumberRequest } from '@boucherie/contract';
import { useState } from 'react';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useConfirmPhoneNumber } from '../api/confirm-phone-number';
import { FormAlert } from './form-alert';
import { SmsCodeField } from './sms-code-field';
import { SubmitButton } from './submit-button';

type Values = { code: string };

/** The code sent to the new mobile of the profile: once right, the number is the account's. */
export function ConfirmPhoneForm() {
  const form = useZodForm<Values, typeof ConfirmPhoneNumberRequest>(ConfirmPhoneNumberRequest, { code: '' });
  const confirm = useConfirmPhoneNumber();
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      setFormError(applyServerErrors(error, ['code'], form.setError, 'Le code n’a pas pu être vérifié.'));
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SmsCodeField id="phoneChangeCode" registration={form.register('code')} error={errors.code?.message} />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton busy={isSubmitting} busyLabel="Vérification…" className="w-full sm:w-auto sm:self-start">
        Confirmer mon nouveau numéro
      </SubmitButton>
    </form>
  );
}
