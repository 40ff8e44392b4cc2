import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RESEND_DELAY_SECONDS } from '../../features/account/api/resend-sms-code';
import { AccountPage } from '../../features/account/components/account-page';
import { ChangePhoneForm } from '../../features/account/components/change-phone-form';
import { LogoutButton } from '../../features/account/components/logout-button';
import { ResendCodeButton } from '../../features/account/components/resend-code-button';
import { VerifyForm } from '../../features/account/components/verify-form';
import { useCountdown } from '../../features/account/hooks/use-countdown';
import { safeRedirect } from '../../features/account/lib/safe-redirect';
import { useSession } from '../../features/session/use-session';
import { displayPhone } from '../../lib/display-phone';

/**
 * /account/verify: the code sent by SMS at registration, or a new one, to the same number or to a
 * corrected one; then on to where the customer was going (?redirect=, the order screen for one who
 * registered while ordering).
 */
export function AccountVerifyPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const codeJustSent = (location.state as { codeSent?: boolean } | null)?.codeSent === true;
  // One SMS a minute, whether resent or sent to a corrected number: one wait for both buttons.
  const wait = useCountdown(codeJustSent ? RESEND_DELAY_SECONDS : 0);
  // A new code makes the previous one's error moot: the code field starts afresh.
  const [round, setRound] = useState(0);
  const newCode = () => setRound((value) => value + 1);

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
        <VerifyForm
          key={round}
          onVerified={() => void navigate(safeRedirect(params.get('redirect'), '/'), { replace: true })}
        />
        <ResendCodeButton wait={wait} onSent={newCode} />
        <ChangePhoneForm country={user?.country ?? ''} wait={wait} onChanged={newCode} />
      </div>
      <div className="flex flex-col gap-2 text-sm text-gray-700">
        <p>Ce n’est pas votre compte&nbsp;? Déconnectez-vous.</p>
        <LogoutButton onLoggedOut={() => void navigate('/', { replace: true })} />
      </div>
    </AccountPage>
  );
}
