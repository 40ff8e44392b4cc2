import type { PendingPro } from '@boucherie/contract';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingBlocks } from '../../../components/ui/loading-blocks';
import { displayPhone } from '../../../lib/display-phone';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useApprovePro } from '../api/approve-pro';
import { usePendingPros } from '../api/get-pending-pros';

function PendingProCard({ pro }: { pro: PendingPro }) {
  const approve = useApprovePro();
  const name = `${pro.firstName} ${pro.lastName}`.trim();
  const titleId = `pro-${pro.id}`;

  async function onApprove() {
    try {
      await approve.mutateAsync(pro.id);
      void showToast('success', `${pro.company ?? name} a désormais accès aux prix professionnels.`);
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'Le compte n’a pas pu être approuvé.');
    }
  }

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200"
      >
        <div className="flex flex-col gap-0.5">
          <h2 id={titleId} className="text-xl font-bold text-gray-900">
            {pro.company ?? name}
          </h2>
          {pro.company && <p className="text-gray-900">{name}</p>}
          <p className="text-gray-800 tabular-nums">
            N° de TVA&nbsp;: <span className="font-semibold">{pro.vatNumber ?? 'non renseigné'}</span>
          </p>
          <p className="text-gray-800">
            <a href={`mailto:${pro.email}`} className="underline">
              {pro.email}
            </a>{' '}
            · <span className="tabular-nums">{displayPhone(pro.phone)}</span>
          </p>
          <p className="text-sm text-gray-700">Demande du {formatDateTime(pro.requestedAt)}</p>
        </div>
        <button
          type="button"
          disabled={approve.isPending}
          onClick={() => void onApprove()}
          className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-6 text-lg font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500"
        >
          Approuver
          <span className="sr-only"> {pro.company ?? name}</span>
        </button>
      </article>
    </li>
  );
}

/** "Pros à valider": the accounts that asked for pro prices, each with its "Approuver". */
export function PendingProsList() {
  const query = usePendingPros();
  if (query.isError) {
    return (
      <LoadError message="La liste des comptes pros n’a pas pu être chargée." onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return <LoadingBlocks label="Chargement des comptes…" blocks={['h-40 animate-pulse rounded-xl bg-gray-200']} />;
  }
  if (query.data.items.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-lg text-gray-800 ring-1 ring-gray-200">
        Aucun compte pro en attente. Les nouvelles demandes apparaîtront ici.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {query.data.items.map((pro) => (
        <PendingProCard key={pro.id} pro={pro} />
      ))}
    </ul>
  );
}
