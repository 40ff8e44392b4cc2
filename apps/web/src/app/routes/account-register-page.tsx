import { Link, useNavigate } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { RegisterForm } from '../../features/account/components/register-form';
import { useShopOptions } from './account-shop-options';

/** /account/register: a particulier or a pro; then the code sent by SMS. */
export function AccountRegisterPage() {
  const navigate = useNavigate();
  const shops = useShopOptions();
  return (
    <AccountPage
      wide
      title="Créer un compte"
      intro={
        <p>
          Déjà client&nbsp;?{' '}
          <Link
            to="/account/login"
            className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
          >
            Se connecter
          </Link>
        </p>
      }
    >
      <RegisterForm
        shops={shops.options}
        onRegistered={() => void navigate('/account/verify', { replace: true, state: { codeSent: true } })}
      />
    </AccountPage>
  );
}
