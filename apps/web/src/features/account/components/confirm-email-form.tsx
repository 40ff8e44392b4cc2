import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/forms/error-message';
import { useConfirmEmail } from '../api/confirm-email';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

type Props = { token: string; onConfirmed: (message: string) => void };

/**
 * One press confirms the new address. Not done when the page opens: a mail scanner that opens the link must
 * not confirm an address in the person's place.
 */
export function ConfirmEmailForm({ token, onConfirmed }: Props) {
  const confirm = useConfirmEmail();
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      onConfirmed((await confirm.mutateAsync(token)).message);
    } catch (failure) {
      const token400 = isApiError(failure, 400) ? failure.problem.errors?.Token?.[0] : undefined;
      setError(token400 ?? failureMessage(failure, 'Votre adresse n’a pas pu être confirmée. Réessayez.'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert>{error}</FormAlert>
      <SubmitButton busy={confirm.isPending} busyLabel="Confirmation…" className="w-full sm:w-auto sm:self-start">
        Confirmer ma nouvelle adresse
      </SubmitButton>
    </form>
  );
}
