import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks, sameBlocks } from '../../components/ui/loading-blocks';
import { Pagination } from '../../components/ui/pagination';
import { useInvoices } from '../../features/invoices/api/get-invoices';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { StatementCard } from '../../features/invoices/components/statement-card';
import { useMe } from '../../features/session/api/get-me';
import { recentMonths } from '../../lib/months';
import { useDocumentTitle } from '../../lib/use-document-title';

function pageNumber(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

const pageHref = (page: number) => (page === 1 ? '/account/invoices' : `/account/invoices?page=${page}`);

/** /account/invoices, "Mes factures": each completed order's invoice and any credit note, to download. */
export function AccountInvoicesPage() {
  useDocumentTitle('Mes factures');
  const [params] = useSearchParams();
  const invoices = useInvoices(pageNumber(params.get('page')));
  const data = invoices.data;
  const isPro = useMe()?.userType === 2;
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0] as string);

  let content: ReactNode;
  if (!data && invoices.isError) {
    content = <LoadError message="Vos factures n’ont pas pu être chargées." onRetry={() => void invoices.refetch()} />;
  } else if (!data) {
    content = (
      <LoadingBlocks
        label="Chargement de vos factures…"
        className="flex flex-col gap-3"
        blocks={sameBlocks(3, 'h-24 animate-pulse rounded-xl bg-gray-200')}
      />
    );
  } else if (data.totalCount === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-gray-900">Vous n’avez pas encore de facture.</p>
        <p className="text-gray-700">La facture d’une commande est émise quand elle vous est remise.</p>
        <Link
          to="/order-history"
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          Voir mes commandes
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy={invoices.isPlaceholderData || undefined}>
        <InvoiceList invoices={data.items} />
        <Pagination pageNumber={data.pageNumber} totalPages={data.totalPages} hrefFor={pageHref} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">Mes factures</h1>
        <p className="mt-1 text-gray-700">
          Vos factures et avoirs, le plus récent d’abord. Un professionnel reçoit une facture électronique Factur-X,
          lisible comme un PDF et par son logiciel comptable.
        </p>
      </div>
      {isPro && <StatementCard month={month} months={months} onMonthChange={setMonth} />}
      {content}
    </div>
  );
}
