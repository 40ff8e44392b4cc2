import { SecondFactorLoginRequest, type User } from '@boucherie/contract';
import { type MouseEvent, useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/forms/error-message';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useSecondFactorLogin } from '../api/login-second-factor';
import { FormAlert } from './form-alert';
import { AppCodeField } from './sms-code-field';
import { SubmitButton } from './submit-button';

type Values = { code: string };
type Props = {
  onLoggedIn: (user: User) => void;
  /** Back to the e-mail and password (the five minutes of the pending login are over, or another account). */
  onRestart: (message?: string) => void;
};

const keepFocus = (event: MouseEvent) => event.preventDefault();
const linkButton = 'inline-flex min-h-11 items-center self-start font-semibold text-primary-800 underline';

/**
 * The login's second step: the code of the authenticator app (a phone offers it: one-time-code), or, the
 * phone lost, one of the recovery codes.
 */
export function SecondFactorForm({ onLoggedIn, onRestart }: Props) {
  const form = useZodForm<Values, typeof SecondFactorLoginRequest>(SecondFactorLoginRequest, { code: '' });
  const login = useSecondFactorLogin();
  const [recovery, setRecovery] = useState(false);
  const [alert, setAlert] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  // The step replaces the password's: the code field takes the focus, as it does when the kind of code changes.
  useEffect(() => form.setFocus('code'), [form.setFocus, recovery]);

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      onLoggedIn(await login.mutateAsync(values));
    } catch (error) {
      if (isApiError(error, 401)) {
        onRestart(error.message);
        return;
      }
      const codeMessage = isApiError(error) ? error.problem.errors?.Code?.[0] : undefined;
      if (codeMessage) form.setError('code', { type: 'server', message: codeMessage }, { shouldFocus: true });
      else setAlert(failureMessage(error, 'La vérification a échoué. Réessayez.'));
    }
  }, focusFirstInvalid);

  const switchMode = () => {
    setRecovery((r) => !r);
    form.reset({ code: '' });
    setAlert(undefined);
  };
  // One field, whichever code it takes: the same id, registration and error.
  const codeField = { id: 'second-factor-code', registration: form.register('code'), error: errors.code?.message };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-xl font-bold text-gray-900">
        Double authentification
      </h2>
      <p className="text-gray-700">
        {recovery
          ? 'Saisissez l’un des codes de secours que vous avez gardés. Chacun ne sert qu’une fois.'
          : 'Ouvrez votre application d’authentification et saisissez le code à 6\u00a0chiffres affiché pour la boutique.'}
      </p>
      <FormAlert>{alert}</FormAlert>
      {recovery ? (
        <TextField
          key="recovery"
          {...codeField}
          label="Code de secours"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="abcd-efgh-ijkl-mnop"
          hint="16 caractères, avec ou sans tirets."
          className="max-w-sm [&_input]:font-mono [&_input]:text-lg"
        />
      ) : (
        <AppCodeField key="totp" {...codeField} hint="6 chiffres, renouvelés toutes les 30 secondes." />
      )}
      <SubmitButton busy={isSubmitting} busyLabel="Vérification…" className="w-full sm:w-auto sm:self-start">
        Valider le code
      </SubmitButton>
      {/* The field keeps the focus on press: leaving it empty would show its message and move this button away. */}
      <button type="button" className={linkButton} onMouseDown={keepFocus} onClick={switchMode}>
        {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
      </button>
      <button type="button" className={linkButton} onMouseDown={keepFocus} onClick={() => onRestart()}>
        Se connecter avec un autre compte
      </button>
    </form>
  );
}

export const showRestartMessage = (message: string | undefined) => {
  if (message) void showToast('error', message);
};
