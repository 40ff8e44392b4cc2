import { Link } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { PasswordRequestForm } from '../../features/account/components/password-request-form';

/** /account/password: a reset link by e-mail; the page never says whether the address has an account. */
export function AccountPasswordPage() {
  return (
    <AccountPage
      title="Mot de passe oublié"
      intro={
        'Indiquez l’adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.'
      }
    >
      <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <PasswordRequestForm />
      </div>
      <Link to="/account/login" className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
        Retour à la connexion
      </Link>
    </AccountPage>
  );
}
