import type { User } from '@boucherie/contract';
import { displayPhone } from '../../../lib/display-phone';
import { emailLinkSent, phoneCodeSent } from '../lib/contact-changes';
import { ConfirmPhoneForm } from './confirm-phone-form';

/**
 * A new mobile or e-mail saved in the profile and not yet proven: where the code or the link went, that the
 * old ones serve until then, and the field for the code. Nothing when no change waits.
 */
export function PendingContactChanges({ user }: { user: User }) {
  if (!user.pendingPhoneNumber && !user.pendingEmail) return null;
  return (
    <section
      aria-labelledby="pending-title"
      className="flex flex-col gap-4 rounded-xl border-l-4 border-primary-700 bg-primary-50 p-4 text-primary-900 sm:p-6"
    >
      <h2 id="pending-title" className="text-lg font-semibold">
        Changement à confirmer
      </h2>
      {user.pendingPhoneNumber && (
        <div className="flex flex-col gap-3">
          <p>
            {phoneCodeSent(user.pendingPhoneNumber)} Jusque-là, nos SMS restent envoyés au{' '}
            <span className="whitespace-nowrap">{displayPhone(user.phoneNumber)}</span>. Pas reçu&nbsp;? Enregistrez à
            nouveau le numéro dans une minute&nbsp;: un nouveau code partira.
          </p>
          <ConfirmPhoneForm />
        </div>
      )}
      {user.pendingEmail && (
        <p>
          {emailLinkSent(user.pendingEmail)} Le lien est valable 24&nbsp;heures&nbsp;; jusque-là, vous vous connectez et
          recevez nos e-mails à {user.email}.
        </p>
      )}
    </section>
  );
}
