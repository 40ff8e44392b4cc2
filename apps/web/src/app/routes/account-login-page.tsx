import type { User } from '@boucherie/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { LoginForm } from '../../features/account/components/login-form';
import { LoginReasonNotice } from '../../features/account/components/login-reason-notice';
import { loginReason, withRedirect } from '../../features/account/lib/login-reason';
import { safeRedirect } from '../../features/account/lib/safe-redirect';
import { preferencesStore } from '../../features/session/preferences-store';
import { useSession } from '../../features/session/use-session';

/**
 * /account/login: says why the visitor is asked (an order, the pro space, a page of the account), then
 * back to where they were going (?redirect=), or home (shop staff: their back office); unverified, to
 * the code, keeping the way back. "Créer un compte" keeps it too.
 */
export function AccountLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { space } = useSession();
  const redirect = params.get('redirect');
  const reason = loginReason(redirect, space);

  function onLoggedIn(user: User) {
    const home = user.role === 'customer' ? '/' : '/admin';
    if (!user.isVerified) void navigate(withRedirect('/account/verify', redirect), { replace: true });
    else void navigate(safeRedirect(redirect, home), { replace: true });
  }

  return (
    <AccountPage title="Connexion" intro="Connectez-vous pour retrouver votre panier, vos favoris et vos commandes.">
      <LoginReasonNotice
        reason={reason}
        onBackToParticulier={() => {
          preferencesStore.setSpace('particulier');
          void navigate(safeRedirect(redirect, '/'), { replace: true });
        }}
      />
      <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <LoginForm
          onLoggedIn={onLoggedIn}
          registerHref={withRedirect('/account/register', redirect, reason === 'pro' ? { type: 'pro' } : {})}
        />
      </div>
    </AccountPage>
  );
}
