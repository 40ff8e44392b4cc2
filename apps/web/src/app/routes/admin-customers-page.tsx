import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { Pagination } from '../../components/ui/pagination';
import { useCustomers } from '../../features/admin-customers/api/search-customers';
import { CustomerSearchForm } from '../../features/admin-customers/components/customer-search-form';
import { CustomersTable } from '../../features/admin-customers/components/customers-table';
import { useAdminMe } from '../../features/admin-session/api/get-admin-me';
import { withParams } from '../../lib/search-params';
import { AdminPage } from './admin-page';

/** /admin/customers: find a customer (the search lives in the address, so "back" returns to the results). */
export function AdminCustomersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const customers = useCustomers(search, page);
  const isOwner = useAdminMe().data?.role === 'admin';

  return (
    <AdminPage
      title="Clients"
      width="max-w-6xl"
      intro={
        isOwner
          ? 'Tous les comptes clients. Ouvrez une fiche pour voir ses commandes, exporter ses données ou anonymiser le compte.'
          : 'Les clients qui ont commandé dans vos boutiques. Ouvrez une fiche pour voir leurs commandes.'
      }
    >
      <CustomerSearchForm
        key={search}
        initial={search}
        onSearch={(value) => setParams(withParams(params, { q: value || null, page: null }))}
      />
      {customers.isError ? (
        <LoadError message="La liste des clients n’a pas pu être chargée." onRetry={() => void customers.refetch()} />
      ) : customers.data ? (
        <div className="flex flex-col gap-3" aria-busy={customers.isFetching}>
          <p role="status" className="text-gray-800">
            {customers.data.totalCount} client{customers.data.totalCount > 1 ? 's' : ''}
            {search ? ` pour «\u00a0${search}\u00a0»` : ''}
          </p>
          <CustomersTable
            result={customers.data}
            search={search}
            hrefFor={(id) => `/admin/customers/${id}?${withParams(params, {}).toString()}`.replace(/\?$/, '')}
          />
          <Pagination
            pageNumber={customers.data.pageNumber}
            totalPages={customers.data.totalPages}
            hrefFor={(p) => `?${withParams(params, { page: p > 1 ? String(p) : null }).toString()}`}
          />
        </div>
      ) : (
        <LoadingBlocks label="Chargement des clients…" blocks={['h-64 animate-pulse rounded-xl bg-gray-200']} />
      )}
    </AdminPage>
  );
}
