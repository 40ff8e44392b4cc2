import { USER_TYPE } from '@boucherie/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { RegisterForm } from '../../features/account/components/register-form';
import { loginReason, withRedirect } from '../../features/account/lib/login-reason';
import { useSession } from '../../features/session/use-session';
import { useShopOptions } from './account-shop-options';

/**
 * /account/register: a particulier or a pro (pre-chosen for a visitor coming from the pro space); then
 * the code sent by SMS, and back to where the visitor was going (?redirect=, the order screen).
 */
export function AccountRegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { space } = useSession();
  const shops = useShopOptions();
  const redirect = params.get('redirect');
  const forOrder = loginReason(redirect, space) === 'order';
  const pro = params.get('type') === 'pro';
  return (
    <AccountPage
      wide
      title="Créer un compte"
      intro={
        <>
          {forOrder && (
            <p className="mb-2 rounded-xl border border-primary-200 bg-primary-50 p-4 text-gray-900">
              Votre panier vous attend&nbsp;: une fois votre compte activé par le code reçu par SMS, vous revenez à
              votre commande pour choisir le retrait ou la livraison et le jour.
            </p>
          )}
          <p>
            Déjà client&nbsp;?{' '}
            <Link
              to={withRedirect('/account/login', redirect)}
              className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
            >
              Se connecter
            </Link>
          </p>
        </>
      }
    >
      <RegisterForm
        shops={shops.options}
        userType={pro ? USER_TYPE.pro : USER_TYPE.particulier}
        onRegistered={() =>
          void navigate(withRedirect('/account/verify', redirect), { replace: true, state: { codeSent: true } })
        }
      />
    </AccountPage>
  );
}
