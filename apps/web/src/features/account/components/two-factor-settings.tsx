import {
  DisableTwoFactorRequest,
  type RecoveryCodesResponse,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@boucherie/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDisableTwoFactor, useStartTwoFactor } from '../api/two-factor';
import { useZodForm } from '../hooks/use-zod-form';
import { failureMessage } from '../lib/error-message';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { FormAlert } from './form-alert';
import { RecoveryCodes } from './recovery-codes';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment';

type Props = { status: TwoFactorStatus; email: string };

/**
 * The account's second factor (ADR 045): off, it is turned on by scanning a QR code and giving a first code;
 * on, it says since when and how many recovery codes are left, and turns off with a code unless the owner
 * requires it.
 */
export function TwoFactorSettings({ status, email }: Props) {
  const start = useStartTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recovery, setRecovery] = useState<RecoveryCodesResponse | null>(null);
  const [alert, setAlert] = useState<string>();

  if (recovery) return <RecoveryCodes codes={recovery.recoveryCodes} email={email} onDone={() => setRecovery(null)} />;
  if (enrolment) {
    return (
      <TwoFactorEnrolmentForm
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onEnabled={(answer) => {
          setEnrolment(null);
          setRecovery(answer);
        }}
      />
    );
  }
  if (status.enabled) return <EnabledTwoFactor status={status} />;

  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold text-gray-900">La double authentification n’est pas activée.</p>
      {status.required && (
        <p role="alert" className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-900">
          Le gérant l’exige pour les comptes qui peuvent rembourser&nbsp;: activez-la pour retrouver l’espace boutique.
        </p>
      )}
      <p className="text-gray-700">
        À chaque connexion, après votre mot de passe, vous saisirez un code à 6&nbsp;chiffres affiché par une
        application de votre téléphone. Quelqu’un qui aurait deviné votre mot de passe ne pourra pas entrer.
      </p>
      <FormAlert>{alert}</FormAlert>
      <SubmitButton
        type="button"
        busy={start.isPending}
        busyLabel="Préparation…"
        className="self-start"
        onClick={() => {
          setAlert(undefined);
          start.mutateAsync().then(setEnrolment, (error: unknown) => {
            setAlert(failureMessage(error, 'L’activation n’a pas pu commencer. Réessayez.'));
          });
        }}
      >
        Activer la double authentification
      </SubmitButton>
    </div>
  );
}

type Values = { code: string };

function EnabledTwoFactor({ status }: { status: TwoFactorStatus }) {
  const disable = useDisableTwoFactor();
  const form = useZodForm<Values, typeof DisableTwoFactorRequest>(DisableTwoFactorRequest, { code: '' });
  const [alert, setAlert] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await disable.mutateAsync(values);
      void showToast('success', 'Double authentification désactivée.');
    } catch (error) {
      const codeMessage = isApiError(error) ? error.problem.errors?.Code?.[0] : undefined;
      if (codeMessage) form.setError('code', { type: 'server', message: codeMessage }, { shouldFocus: true });
      else setAlert(failureMessage(error, 'La désactivation a échoué. Réessayez.'));
    }
  }, focusFirstInvalid);

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg bg-primary-50 p-4 text-primary-900">
        <span className="font-semibold">La double authentification est activée</span>
        {status.enabledAt && ` depuis le ${formatDateTime(status.enabledAt)}`}. Il vous reste {status.recoveryCodesLeft}{' '}
        code{status.recoveryCodesLeft > 1 ? 's' : ''} de secours.
      </p>
      {status.required ? (
        <p className="text-gray-700">
          Le gérant l’exige pour les comptes qui peuvent rembourser&nbsp;: elle reste activée.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="disable-title">
          <h3 id="disable-title" className="text-lg font-bold">
            Désactiver
          </h3>
          <FormAlert>{alert}</FormAlert>
          <TextField
            id="disable-code"
            label="Code de l’application ou code de secours"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            registration={form.register('code')}
            error={errors.code?.message}
            className="max-w-sm"
          />
          <SubmitButton busy={isSubmitting} busyLabel="Désactivation…" variant="danger" className="self-start">
            Désactiver la double authentification
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
