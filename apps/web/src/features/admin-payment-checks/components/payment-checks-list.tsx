import type { PaymentCheck } from '@boucherie/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingBlocks } from '../../../components/ui/loading-blocks';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useActOnPaymentCheck, usePaymentChecks } from '../api/payment-checks';

function stateText(check: PaymentCheck) {
  if (check.state === 'failed') return `Arrêté après ${check.attempts} essais\u00a0: à régler par une personne.`;
  const next = check.nextAt ? `le ${formatDateTime(check.nextAt)}` : 'dans un instant';
  return `${check.attempts} essais\u00a0; prochain essai automatique ${next}.`;
}

function PaymentCheckCard({ check }: { check: PaymentCheck }) {
  const act = useActOnPaymentCheck();
  const titleId = `check-${check.id}`;
  const order = check.orderNumber ? `commande n°\u00a0${check.orderNumber}` : 'commande supprimée';

  async function run(action: 'retry' | 'resolve') {
    try {
      const list = await act.mutateAsync({ id: check.id, action });
      const still = list.items.some((c) => c.id === check.id);
      if (action === 'resolve') void showToast('success', `«\u00a0${check.action}\u00a0» noté comme réglé (${order}).`);
      else if (still) void showToast('error', `Nouvel échec pour la ${order}\u00a0: le prestataire refuse encore.`);
      else void showToast('success', `«\u00a0${check.action}\u00a0» fait pour la ${order}.`);
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'L’action n’a pas pu être faite.');
    }
  }

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`flex flex-wrap items-start justify-between gap-4 rounded-xl bg-white p-4 ring-1 ${check.state === 'failed' ? 'ring-2 ring-red-700' : 'ring-gray-200'}`}
      >
        <div className="flex max-w-2xl flex-col gap-1">
          <h2 id={titleId} className="text-xl font-bold text-gray-900">
            {check.action}
            {check.orderId && (
              <>
                {' — '}
                <Link to={`/admin/orders/${check.orderId}`} className="text-primary-800 underline">
                  {order}
                </Link>
              </>
            )}
          </h2>
          <p className={check.state === 'failed' ? 'font-semibold text-red-800' : 'text-gray-800'}>
            {stateText(check)}
          </p>
          {check.lastError && (
            <p className="text-gray-800">
              Réponse reçue&nbsp;: <span className="font-mono text-sm break-all">{check.lastError}</span>
            </p>
          )}
          <p className="text-sm text-gray-700">Depuis le {formatDateTime(check.since)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="lg" disabled={act.isPending} onClick={() => void run('retry')}>
            Réessayer maintenant<span className="sr-only"> ({order})</span>
          </Button>
          <Button variant="secondary" size="lg" disabled={act.isPending} onClick={() => void run('resolve')}>
            Réglé à la main<span className="sr-only"> ({order})</span>
          </Button>
        </div>
      </article>
    </li>
  );
}

/** « Paiements à vérifier »: what could not follow an order, each with « Réessayer » and « Réglé à la main ». */
export function PaymentChecksList() {
  const query = usePaymentChecks();
  if (query.isError) {
    return (
      <LoadError message="Les paiements à vérifier n’ont pas pu être chargés." onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return <LoadingBlocks label="Chargement des paiements…" blocks={['h-32 animate-pulse rounded-xl bg-gray-200']} />;
  }
  if (query.data.items.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-lg text-gray-800 ring-1 ring-gray-200">
        Rien à vérifier&nbsp;: chaque prélèvement, remboursement et message a suivi sa commande.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {query.data.items.map((check) => (
        <PaymentCheckCard key={check.id} check={check} />
      ))}
    </ul>
  );
}
