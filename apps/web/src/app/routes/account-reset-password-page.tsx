import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { FormAlert } from '../../features/account/components/form-alert';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';

/** /account/reset-password?token=…: the link of the e-mail; a new password, then the login page. */
export function AccountResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';

  return (
    <AccountPage title="Nouveau mot de passe" intro="Choisissez un nouveau mot de passe pour votre compte.">
      <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        {token ? (
          <ResetPasswordForm token={token} onReset={() => void navigate('/account/login', { replace: true })} />
        ) : (
          <FormAlert>
            Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou{' '}
            <Link to="/account/password" className="font-semibold underline">
              demandez un nouveau lien
            </Link>
            .
          </FormAlert>
        )}
      </div>
    </AccountPage>
  );
}
