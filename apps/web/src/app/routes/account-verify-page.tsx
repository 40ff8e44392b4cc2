import { useLocation, useNavigate } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { LogoutButton } from '../../features/account/components/logout-button';
import { ResendCodeButton } from '../../features/account/components/resend-code-button';
import { VerifyForm } from '../../features/account/components/verify-form';
import { displayPhone } from '../../features/account/lib/display-phone';
import { useSession } from '../../features/session/use-session';

/** /account/verify: the code sent by SMS at registration, or a new one. */
export function AccountVerifyPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const codeJustSent = (location.state as { codeSent?: boolean } | null)?.codeSent === true;

  return (
    <AccountPage
      title="Activer mon compte"
      intro={
        <p>
          Nous avons envoyé un code à 6&nbsp;chiffres par SMS
          {user?.phoneNumber ? (
            <>
              {' '}
              au <span className="font-semibold whitespace-nowrap">{displayPhone(user.phoneNumber)}</span>
            </>
          ) : null}
          . Saisissez-le pour activer votre compte.
        </p>
      }
    >
      <div className="flex flex-col gap-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <VerifyForm onVerified={() => void navigate('/', { replace: true })} />
        <ResendCodeButton codeJustSent={codeJustSent} />
      </div>
      <div className="flex flex-col gap-2 text-sm text-gray-700">
        <p>Ce n’est pas votre compte ou le numéro est erroné&nbsp;? Déconnectez-vous et créez un nouveau compte.</p>
        <LogoutButton onLoggedOut={() => void navigate('/', { replace: true })} />
      </div>
    </AccountPage>
  );
}
