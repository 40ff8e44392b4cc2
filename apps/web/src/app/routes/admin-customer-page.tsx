import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useCustomer } from '../../features/admin-customers/api/get-customer';
import { CustomerDataActions } from '../../features/admin-customers/components/customer-data-actions';
import { CustomerView } from '../../features/admin-customers/components/customer-view';
import { useAdminMe } from '../../features/admin-session/api/get-admin-me';
import { ProAccountPanel } from '../../features/admin-statements/components/pro-account-panel';
import { isApiError } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/customers/:id: a customer's page; the owner answers their data requests there. */
export function AdminCustomerPage() {
  const id = Number(useParams().id);
  const { search } = useLocation();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const me = useAdminMe().data;
  const isOwner = me?.role === 'admin';
  const name = customer.data ? `${customer.data.firstName} ${customer.data.lastName}` : '';
  useDocumentTitle(customer.data ? `Client\u00a0: ${name}` : 'Client');

  const back = (
    <Link
      to={`/admin/customers${search}`}
      className="inline-flex min-h-12 items-center self-start font-semibold text-gray-800 underline"
    >
      ← Retour aux clients
    </Link>
  );

  if (customer.data) {
    return (
      <CustomerView
        customer={customer.data}
        back={back}
        scopedToShops={!isOwner}
        shopName={(department) => me?.shops.find((s) => s.department === department)?.name}
        actions={
          isOwner ? (
            <>
              {customer.data.userType === 2 && <ProAccountPanel customerId={id} />}
              <CustomerDataActions
                customer={customer.data}
                onAnonymised={() => {
                  void showToast('success', `Le compte de ${name} est anonymisé.`);
                  void navigate(`/admin/customers${search}`);
                }}
              />
            </>
          ) : undefined
        }
      />
    );
  }
  if (customer.isError) {
    const missing = isApiError(customer.error, 404);
    return (
      <div className="flex flex-col gap-3">
        {back}
        {missing ? (
          <div className="rounded-xl bg-white p-6 ring-1 ring-gray-200">
            <h1 className="text-2xl font-bold">Client introuvable</h1>
            <p className="mt-2 text-gray-800">Ce client n’existe pas ou son compte a été supprimé.</p>
          </div>
        ) : (
          <LoadError
            title="Fiche client indisponible"
            message="Nous n’avons pas pu charger ce client."
            onRetry={() => void customer.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <LoadingBlocks
      label="Chargement du client…"
      className="flex flex-col gap-4"
      blocks={['h-10 w-1/2 animate-pulse rounded bg-gray-200', 'h-96 animate-pulse rounded-xl bg-gray-200']}
    />
  );
}
