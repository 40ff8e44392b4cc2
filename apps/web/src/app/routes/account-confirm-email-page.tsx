import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { ConfirmEmailForm } from '../../features/account/components/confirm-email-form';
import { FormAlert } from '../../features/account/components/form-alert';
import { useSession } from '../../features/session/use-session';

const link = 'inline-flex min-h-11 items-center self-start font-semibold text-primary-800 underline';

/**
 * /account/confirm-email?token=…: the link mailed to a new address given in the profile, opened logged in or
 * not, on any device; the address becomes the account's once confirmed here.
 */
export function AccountConfirmEmailPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<string>();

  return (
    <AccountPage
      title="Confirmer mon adresse e-mail"
      intro="Confirmez la nouvelle adresse e-mail de votre compte. Vous vous connecterez ensuite avec elle."
    >
      <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        {done ? (
          <>
            <FormAlert tone="success">{done}</FormAlert>
            <Link to={user ? '/account/profile' : '/account/login'} className={link}>
              {user ? 'Retour à mon compte' : 'Me connecter'}
            </Link>
          </>
        ) : token ? (
          <ConfirmEmailForm token={token} onConfirmed={setDone} />
        ) : (
          <FormAlert>
            Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou enregistrez à nouveau votre adresse dans{' '}
            <Link to="/account/profile" className="font-semibold underline">
              votre compte
            </Link>{' '}
            pour recevoir un nouveau lien.
          </FormAlert>
        )}
      </div>
    </AccountPage>
  );
}
