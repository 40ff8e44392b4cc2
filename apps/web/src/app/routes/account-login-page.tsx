import type { User } from '@boucherie/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { LoginForm } from '../../features/account/components/login-form';
import { safeRedirect } from '../../features/account/lib/safe-redirect';

/**
 * /account/login: back to where the visitor was going (?redirect=), or home (shop staff: their back
 * office); unverified, to the code.
 */
export function AccountLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  function onLoggedIn(user: User) {
    const home = user.role === 'customer' ? '/' : '/admin';
    void navigate(user.isVerified ? safeRedirect(params.get('redirect'), home) : '/account/verify', { replace: true });
  }

  return (
    <AccountPage title="Connexion" intro="Connectez-vous pour retrouver votre panier, vos favoris et vos commandes.">
      <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <LoginForm onLoggedIn={onLoggedIn} registerHref="/account/register" />
      </div>
    </AccountPage>
  );
}
