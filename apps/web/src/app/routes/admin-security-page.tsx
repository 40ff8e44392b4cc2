import { LoadError } from '../../components/ui/load-error';
import { useTwoFactor } from '../../features/account/api/two-factor';
import { TwoFactorSettings } from '../../features/account/components/two-factor-settings';
import { useSession } from '../../features/session/use-session';
import { AdminPage } from './admin-page';

/** /admin/securite: the person's own second factor (ADR 045), for staff and the owner alike. */
export function AdminSecurityPage() {
  const status = useTwoFactor();
  const email = useSession().user?.email ?? '';
  return (
    <AdminPage title="Sécurité" width="max-w-3xl">
      <section aria-labelledby="two-factor-title" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="two-factor-title" className="mb-3 text-xl font-bold">
          Double authentification
        </h2>
        {status.data ? (
          <TwoFactorSettings status={status.data} email={email} />
        ) : status.isError ? (
          <LoadError
            message="L’état de la double authentification n’a pas pu être chargé."
            onRetry={() => void status.refetch()}
          />
        ) : (
          <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-gray-200" />
        )}
      </section>
    </AdminPage>
  );
}
