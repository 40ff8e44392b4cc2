import {
  DisableTwoFactorRequest,
  type RecoveryCodesResponse,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@boucherie/contract';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { failureMessage } from '../../../lib/forms/error-message';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useDisableTwoFactor, useRenewRecoveryCodes, useStartTwoFactor } from '../api/two-factor';
import { FormAlert } from './form-alert';
import { RecoveryCodes } from './recovery-codes';
import { SubmitButton } from './submit-button';
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
  if (status.enabled) return <EnabledTwoFactor status={status} onRenewed={setRecovery} />;

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
type CodeFormProps = {
  id: string;
  title: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  variant: 'secondary' | 'danger';
  action: (code: Values) => Promise<unknown>;
};

/** One action that asks for a current code (or a recovery code): new recovery codes, turning it off. */
function CodeForm({ id, title, intro, submitLabel, busyLabel, variant, action }: CodeFormProps) {
  const form = useZodForm<Values, typeof DisableTwoFactorRequest>(DisableTwoFactorRequest, { code: '' });
  const [alert, setAlert] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await action(values);
    } catch (error) {
      const codeMessage = isApiError(error) ? error.problem.errors?.Code?.[0] : undefined;
      if (codeMessage) form.setError('code', { type: 'server', message: codeMessage }, { shouldFocus: true });
      else setAlert(failureMessage(error, 'L’opération a échoué. Réessayez.'));
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h3>
      <p className="text-gray-700">{intro}</p>
      <FormAlert>{alert}</FormAlert>
      <TextField
        id={`${id}-code`}
        label="Code de l’application ou code de secours"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        registration={form.register('code')}
        error={errors.code?.message}
        className="max-w-sm"
      />
      <SubmitButton busy={isSubmitting} busyLabel={busyLabel} variant={variant} className="self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

type EnabledProps = { status: TwoFactorStatus; onRenewed: (answer: RecoveryCodesResponse) => void };

function EnabledTwoFactor({ status, onRenewed }: EnabledProps) {
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const left = status.recoveryCodesLeft;

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-lg bg-primary-50 p-4 text-primary-900">
        <span className="font-semibold">La double authentification est activée</span>
        {status.enabledAt && ` depuis le ${formatDateTime(status.enabledAt)}`}. Il vous reste {left} code
        {left > 1 ? 's' : ''} de secours.
      </p>
      <CodeForm
        id="renew"
        title="Nouveaux codes de secours"
        intro={'Dix nouveaux codes, montrés une seule fois\u00a0; les anciens ne serviront plus.'}
        submitLabel="Obtenir de nouveaux codes de secours"
        busyLabel="Préparation…"
        variant="secondary"
        action={async (values) => onRenewed(await renew.mutateAsync(values))}
      />
      {status.required ? (
        <p className="text-gray-700">
          Le gérant l’exige pour les comptes qui peuvent rembourser&nbsp;: elle reste activée.
        </p>
      ) : (
        <CodeForm
          id="disable"
          title="Désactiver"
          intro="Votre mot de passe suffira de nouveau pour vous connecter."
          submitLabel="Désactiver la double authentification"
          busyLabel="Désactivation…"
          variant="danger"
          action={async (values) => {
            await disable.mutateAsync(values);
            void showToast('success', 'Double authentification désactivée.');
          }}
        />
      )}
    </div>
  );
}
