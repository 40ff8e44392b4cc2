import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { LogoutButton } from '../../features/account/components/logout-button';
import { PendingContactChanges } from '../../features/account/components/pending-contact-changes';
import { ProfileForm } from '../../features/account/components/profile-form';
import { ProPendingNotice } from '../../features/session/components/pro-pending-notice';
import { useSession } from '../../features/session/use-session';
import { useShopOptions } from './account-shop-options';

const card = 'flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-6';

/** /account/profile: every field of the account, the session, and the account's deletion. */
const ACCOUNT_LINKS = [
  ['/order-history', 'Voir mes commandes'],
  ['/account/invoices', 'Mes factures'],
  ['/account/standing-orders', 'Mes commandes récurrentes'],
] as const;

export function AccountProfilePage() {
  const { user } = useSession();
  // After logout or deletion the user is gone before the next page shows: keep this one on screen meanwhile.
  const lastUser = useRef(user);
  if (user) lastUser.current = user;
  const shown = user ?? lastUser.current;
  const shops = useShopOptions(shown?.favoriteStore);
  const navigate = useNavigate();
  const home = () => void navigate('/', { replace: true });

  if (!shown) return null;
  return (
    <AccountPage
      wide
      title="Mon compte"
      intro={
        <>
          <p>
            Bonjour {shown.firstName} {shown.lastName}. Vos coordonnées servent à préparer et livrer vos commandes.
          </p>
          {/* Three links, each on its own: read one after the other they ran into one phrase. */}
          <ul aria-label="Mes commandes et factures" className="mt-1 flex flex-wrap gap-x-6">
            {ACCOUNT_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <ProPendingNotice />
      {shops.ready ? (
        <ProfileForm user={shown} shops={shops.options} />
      ) : (
        <div aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-gray-200" />
      )}
      <PendingContactChanges user={shown} />
      <section aria-labelledby="session-title" className={card}>
        <h2 id="session-title" className="text-lg font-semibold text-gray-900">
          Session
        </h2>
        <p className="text-gray-700">Sur un ordinateur partagé, pensez à vous déconnecter.</p>
        <LogoutButton onLoggedOut={home} />
      </section>
      <section aria-labelledby="delete-title" className={card}>
        <h2 id="delete-title" className="text-lg font-semibold text-gray-900">
          Supprimer mon compte
        </h2>
        <p className="text-gray-700">
          Vos données personnelles sont effacées. Les commandes passées sont conservées sans vos coordonnées, comme la
          loi nous y oblige.
        </p>
        <DeleteAccount onDeleted={home} />
      </section>
    </AccountPage>
  );
}
