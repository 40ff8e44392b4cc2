import { isSecondFactorChallenge, type User } from '@boucherie/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/forms/error-message';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { MESSAGES } from '../lib/messages';
import { LoginForm as LoginSchema } from '../lib/schemas';
import { PasswordField } from './password-field';
import { SecondFactorForm, showRestartMessage } from './second-factor-form';
import { SubmitButton } from './submit-button';

type Values = { email: string; password: string };

/**
 * E-mail and password; a refusal is told by a toast with the server's first Email message, and under the field.
 * An account with a second factor is then asked for its code (ADR 045).
 */
export function LoginForm({ onLoggedIn, registerHref }: { onLoggedIn: (user: User) => void; registerHref: string }) {
  const form = useZodForm<Values, typeof LoginSchema>(LoginSchema, { email: '', password: '' });
  const login = useLogin();
  const [codeAsked, setCodeAsked] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if (isSecondFactorChallenge(answer)) setCodeAsked(true);
      else onLoggedIn(answer);
    } catch (error) {
      const emailMessage = isApiError(error) ? error.problem.errors?.Email?.[0] : undefined;
      if (emailMessage) form.setError('email', { type: 'server', message: emailMessage }, { shouldFocus: true });
      const message = emailMessage ?? failureMessage(error, MESSAGES.errorLogin);
      if (message) void showToast('error', message);
    }
  }, focusFirstInvalid);

  if (codeAsked) {
    return (
      <SecondFactorForm
        onLoggedIn={onLoggedIn}
        onRestart={(message) => {
          showRestartMessage(message);
          form.resetField('password');
          setCodeAsked(false);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        id="email"
        label="Adresse e-mail"
        type="email"
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <div>
        <PasswordField
          id="password"
          label="Mot de passe"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <Link
          to="/account/password"
          className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-primary-800 underline"
        >
          Mot de passe oublié&nbsp;?
        </Link>
      </div>
      <SubmitButton busy={isSubmitting} busyLabel="Connexion en cours…" className="w-full sm:w-auto sm:self-start">
        Se connecter
      </SubmitButton>
      <p className="text-gray-700">
        Pas encore de compte&nbsp;?{' '}
        <Link to={registerHref} className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
          Créer un compte
        </Link>
      </p>
    </form>
  );
}
