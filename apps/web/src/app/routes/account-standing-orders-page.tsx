import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks, sameBlocks } from '../../components/ui/loading-blocks';
import { useStandingOrders } from '../../features/standing-orders/api/get-standing-orders';
import { StandingOrderCard } from '../../features/standing-orders/components/standing-order-card';
import { todayInParis } from '../../features/standing-orders/lib/standing-values';
import { useDocumentTitle } from '../../lib/use-document-title';

const button = 'inline-flex min-h-11 items-center rounded-lg px-5 font-semibold';
const link = 'inline-flex min-h-11 items-center font-semibold text-primary-800 underline';

/** /account/standing-orders, "Mes commandes récurrentes": each one with its next dates, to change, pause or skip. */
export function AccountStandingOrdersPage() {
  useDocumentTitle('Mes commandes récurrentes');
  const standing = useStandingOrders();
  const data = standing.data;
  const today = todayInParis();

  let content: ReactNode;
  if (!data && standing.isError) {
    content = (
      <LoadError
        message="Vos commandes récurrentes n’ont pas pu être chargées."
        onRetry={() => void standing.refetch()}
      />
    );
  } else if (!data) {
    content = (
      <LoadingBlocks
        label="Chargement de vos commandes récurrentes…"
        className="flex flex-col gap-3"
        blocks={sameBlocks(2, 'h-64 animate-pulse rounded-xl bg-gray-200')}
      />
    );
  } else if (data.items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-gray-900">Vous n’avez pas de commande récurrente.</p>
        <p className="max-w-prose text-gray-700">
          Vous commandez la même chose chaque semaine&nbsp;? Depuis votre panier ou une commande passée, choisissez
          «&nbsp;Commander chaque semaine&nbsp;»&nbsp;: nous la passons pour vous, le jour de votre choix.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/order-history" className={`${button} bg-primary-700 text-white hover:bg-primary-800`}>
            Partir d’une commande passée
          </Link>
          <Link to="/cart" className={`${button} border border-gray-400 text-gray-900 hover:bg-gray-100`}>
            Partir de mon panier
          </Link>
        </div>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-5">
        {data.items.map((item) => (
          <StandingOrderCard key={item.id} standing={item} today={today} />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">Mes commandes récurrentes</h1>
        <p className="mt-1 text-gray-700">
          Nous passons ces commandes pour vous, le matin du jour de clôture, aux prix du jour. Chacune vous est envoyée
          par e-mail et reste modifiable jusqu’à la clôture.
        </p>
        <p className="flex flex-wrap gap-x-4">
          <Link to="/order-history" className={link}>
            Mes commandes
          </Link>
          <Link to="/account/invoices" className={link}>
            Mes factures
          </Link>
        </p>
      </div>
      {content}
    </div>
  );
}
