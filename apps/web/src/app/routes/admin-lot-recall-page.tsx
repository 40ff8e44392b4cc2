import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { lotOrdersCsvUrl, useLotOrders } from '../../features/admin-lots/api/get-lot-orders';
import { LotOrdersTable } from '../../features/admin-lots/components/lot-orders-table';
import { RecallForm } from '../../features/admin-lots/components/recall-form';
import { capitalize, formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

const back = (
  <Link to="/admin/lots" className="inline-flex min-h-12 items-center self-start font-semibold text-gray-800 underline">
    ← Retour aux lots
  </Link>
);

/** /admin/lots/:id/rappel (issue 39, regulation 178/2002): who bought from a lot, and one message to each. */
export function AdminLotRecallPage() {
  const id = Number(useParams().id);
  const orders = useLotOrders(id);
  const list = orders.data;
  useDocumentTitle(list ? `Rappel du lot ${list.lot.code}` : 'Rappel de lot');
  if (orders.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <LoadError
          title="Lot indisponible"
          message="Ce lot n’existe pas ou ses commandes n’ont pas pu être chargées."
          onRetry={() => void orders.refetch()}
        />
      </div>
    );
  }
  if (!list) {
    return <LoadingBlocks label="Chargement du rappel…" className="h-96 animate-pulse rounded-xl bg-gray-200" />;
  }
  const { lot, items, customers } = list;
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      {back}
      <h1 className="text-2xl font-bold text-gray-900">Rappel du lot {lot.code}</h1>
      <p className="text-gray-800">
        {lot.breed}, {lot.category}, de {lot.breeder} à {lot.breederTown}, abattu le{' '}
        {formatDate(lot.slaughterDate, 'dayMonthYear')}. {lot.origin}.
      </p>
      <section aria-labelledby="lot-orders-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="lot-orders-title" className="text-xl font-bold">
            {items.length === 0
              ? 'Aucune commande servie de ce lot'
              : `${capitalize(customers > 1 ? `${customers} clients` : '1 client')}, ${items.length} ligne${items.length > 1 ? 's' : ''} servie${items.length > 1 ? 's' : ''}`}
          </h2>
          {items.length > 0 && (
            <a
              href={lotOrdersCsvUrl(lot.id)}
              download
              className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline"
            >
              Télécharger la liste (CSV)
            </a>
          )}
        </div>
        {items.length > 0 && <LotOrdersTable items={items} code={lot.code} />}
      </section>
      {customers > 0 && (
        <section aria-labelledby="recall-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="recall-title" className="mb-1 text-xl font-bold">
            Prévenir les clients
          </h2>
          <p className="mb-3 text-gray-700">
            Chaque client qui en a acheté reçoit un SMS et un e-mail, une seule fois, même si le rappel est envoyé deux
            fois.
          </p>
          <RecallForm lotId={lot.id} code={lot.code} customers={customers} />
        </section>
      )}
    </div>
  );
}
