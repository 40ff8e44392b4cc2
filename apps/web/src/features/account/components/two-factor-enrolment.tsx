import { ConfirmTwoFactorRequest, type RecoveryCodesResponse, type TwoFactorEnrolment } from '@boucherie/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/forms/error-message';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useConfirmTwoFactor } from '../api/two-factor';
import { FormAlert } from './form-alert';
import { AppCodeField } from './sms-code-field';
import { SubmitButton } from './submit-button';

type Values = { code: string };
type Props = {
  enrolment: TwoFactorEnrolment;
  onEnabled: (answer: RecoveryCodesResponse) => void;
  onCancel: () => void;
};

/** The key in groups of four, as it is easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the key), then give the first code the app shows: the second factor is on. */
export function TwoFactorEnrolmentForm({ enrolment, onEnabled, onCancel }: Props) {
  const form = useZodForm<Values, typeof ConfirmTwoFactorRequest>(ConfirmTwoFactorRequest, { code: '' });
  const confirm = useConfirmTwoFactor();
  const [alert, setAlert] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      onEnabled(await confirm.mutateAsync(values));
    } catch (error) {
      const codeMessage = isApiError(error) ? error.problem.errors?.Code?.[0] : undefined;
      if (codeMessage) form.setError('code', { type: 'server', message: codeMessage }, { shouldFocus: true });
      else setAlert(failureMessage(error, 'L’activation a échoué. Réessayez.'));
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="enrol-title">
      <h2 id="enrol-title" className="text-xl font-bold">
        Activer la double authentification
      </h2>
      <FormAlert>{alert}</FormAlert>
      <ol className="flex flex-col gap-5">
        <li className="flex flex-col gap-3">
          <p className="font-semibold">
            1. Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft
            Authenticator, FreeOTP, Aegis…).
          </p>
          <img
            src={enrolment.qrCode}
            alt="QR code à scanner avec votre application d’authentification"
            width={220}
            height={220}
            className="size-56 rounded-lg border border-gray-300 bg-white p-2"
          />
          <div>
            <p className="text-gray-700">
              Impossible de scanner&nbsp;? Saisissez cette clé dans l’application (type «&nbsp;basé sur le
              temps&nbsp;»)&nbsp;:
            </p>
            <p
              className="mt-1 inline-block select-all rounded-lg bg-gray-100 px-3 py-2 font-mono text-lg break-all"
              data-testid="two-factor-secret"
            >
              {grouped(enrolment.secret)}
            </p>
          </div>
        </li>
        <li className="flex flex-col gap-3">
          <p className="font-semibold">2. Saisissez le code à 6&nbsp;chiffres que l’application affiche.</p>
          <AppCodeField
            id="enrol-code"
            hint="Il change toutes les 30 secondes."
            registration={form.register('code')}
            error={errors.code?.message}
          />
        </li>
      </ol>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={isSubmitting} busyLabel="Activation…">
          Activer
        </SubmitButton>
        <SubmitButton type="button" variant="secondary" busy={false} busyLabel="" onClick={onCancel}>
          Annuler
        </SubmitButton>
      </div>
    </form>
  );
}
