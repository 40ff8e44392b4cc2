import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks, sameBlocks } from '../../components/ui/loading-blocks';
import { Pagination } from '../../components/ui/pagination';
import { useOrders } from '../../features/orders/api/get-orders';
import { OrderHistoryList } from '../../features/orders/components/order-history-list';
import { useDocumentTitle } from '../../lib/use-document-title';

const button = 'inline-flex min-h-11 items-center rounded-lg px-5 font-semibold';

function pageNumber(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

const pageHref = (page: number) => (page === 1 ? '/order-history' : `/order-history?page=${page}`);

export function OrderHistoryPage() {
  useDocumentTitle('Mes commandes');
  const [params] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const orders = useOrders(page);
  const data = orders.data;

  let content: ReactNode;
  if (!data && orders.isError) {
    content = <LoadError message="Vos commandes n’ont pas pu être chargées." onRetry={() => void orders.refetch()} />;
  } else if (!data) {
    content = (
      <LoadingBlocks
        label="Chargement de vos commandes…"
        className="flex flex-col gap-3"
        blocks={sameBlocks(3, 'h-28 animate-pulse rounded-xl bg-gray-200')}
      />
    );
  } else if (data.totalCount === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-gray-900">Vous n’avez pas encore passé de commande.</p>
        <p className="text-gray-700">Choisissez vos pièces, nous les préparons pour le jour qui vous convient.</p>
        <Link to="/products-list" className={`${button} bg-primary-700 text-white hover:bg-primary-800`}>
          Parcourir nos produits
        </Link>
      </div>
    );
  } else if (data.items.length === 0) {
    content = (
      <div className="rounded-xl border border-gray-300 bg-white p-6">
        <p className="text-gray-800">Cette page ne contient aucune commande.</p>
        <Link
          to="/order-history"
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          Revenir à mes dernières commandes
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy={orders.isPlaceholderData || undefined}>
        <OrderHistoryList orders={data.items} />
        <Pagination pageNumber={data.pageNumber} totalPages={data.totalPages} hrefFor={pageHref} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">Mes commandes</h1>
        <p className="flex flex-wrap gap-x-4">
          <Link
            to="/account/invoices"
            className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
          >
            Mes factures
          </Link>
          <Link
            to="/account/standing-orders"
            className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
          >
            Mes commandes récurrentes
          </Link>
        </p>
        {data && data.totalCount > 0 && (
          <p className="mt-1 text-gray-700">
            {data.totalCount}&nbsp;commande{data.totalCount > 1 ? 's' : ''}, la plus récente d’abord.
          </p>
        )}
      </div>
      {content}
    </div>
  );
}
