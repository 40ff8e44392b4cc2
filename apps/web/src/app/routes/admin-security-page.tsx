import { LoadError } from '../../components/ui/load-error';
import { useTwoFactor } from '../../features/account/api/two-factor';
import { TwoFactorSettings } from '../../features/account/components/two-factor-settings';
import { useSession } from '../../features/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/securite: the person's own second factor (ADR 045), for staff and the owner alike. */
export function AdminSecurityPage() {
  useDocumentTitle('Sécurité');
  const status = useTwoFactor();
  const email = useSession().user?.email ?? '';
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">Sécurité</h1>
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
    </div>
  );
}
