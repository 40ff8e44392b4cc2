import { ChangePhoneNumberRequest } from '@boucherie/contract';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useChangePhoneNumber } from '../api/change-phone-number';
import { RESEND_DELAY_SECONDS, type SmsWait } from '../api/resend-sms-code';
import { FormAlert } from './form-alert';
import { PhoneInput } from './phone-input';
import { SubmitButton } from './submit-button';

type Values = { phoneNumber: string };
type Props = {
  /** The account's country: it reads a number typed without its international prefix. */
  country: string;
  wait: SmsWait;
  onChanged: () => void;
};

/**
 * "Mon numéro est erroné": before verification the customer corrects the mobile here, and the new code
 * goes to the new number (no need to log out and register again). Folded until asked for.
 */
export function ChangePhoneForm({ country, wait, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const form = useZodForm<Values, typeof ChangePhoneNumberRequest>(
    ChangePhoneNumberRequest,
    { phoneNumber: '' },
    (values) => ({ phoneNumber: values.phoneNumber, country: country || undefined }),
  );
  const change = useChangePhoneNumber();
  const [formError, setFormError] = useState<string>();
  const waiting = wait.remaining > 0;

  const submit = form.handleSubmit(async ({ phoneNumber }) => {
    setFormError(undefined);
    try {
      await change.mutateAsync({ phoneNumber });
      wait.start(RESEND_DELAY_SECONDS);
      form.reset({ phoneNumber: '' });
      setOpen(false);
      onChanged();
    } catch (error) {
      if (isApiError(error, 429) && error.retryAfterSeconds !== undefined) wait.start(error.retryAfterSeconds);
      setFormError(applyServerErrors(error, ['phoneNumber'], form.setError, 'Le numéro n’a pas pu être modifié.'));
    }
  }, focusFirstInvalid);

  return (
    <div className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary-800 underline"
      >
        Mon numéro est erroné
      </button>
      <div id={panelId} hidden={!open}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PhoneInput
            id="newPhoneNumber"
            label="Votre numéro de mobile"
            help="Le nouveau code y sera envoyé, l’ancien ne vaudra plus."
            control={form.control}
            name="phoneNumber"
          />
          <FormAlert>{formError}</FormAlert>
          <SubmitButton
            busy={form.formState.isSubmitting}
            busyLabel="Envoi en cours…"
            className="w-full sm:w-auto sm:self-start"
            disabled={waiting}
          >
            {waiting ? `Recevoir le code à ce numéro (${wait.remaining}\u00a0s)` : 'Recevoir le code à ce numéro'}
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
