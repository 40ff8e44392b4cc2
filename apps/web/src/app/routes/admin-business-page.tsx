import { LoadError } from '../../components/ui/load-error';
import { useBusiness } from '../../features/admin-invoices/api/get-business';
import { BusinessForm } from '../../features/admin-invoices/components/business-form';
import { EreportingExport } from '../../features/admin-invoices/components/ereporting-export';
import { InvoiceExport } from '../../features/admin-invoices/components/invoice-export';
import { useQuantityLimits } from '../../features/admin-quantity-limits/api/get-quantity-limits';
import { QuantityLimitsForm } from '../../features/admin-quantity-limits/components/quantity-limits-form';
import { AdminPage } from './admin-page';

const card = 'rounded-xl bg-white p-5 shadow-sm';

/**
 * /admin/entreprise: the owner sets the business's legal identity and the quantities a customer may order online,
 * and exports the invoices for the accountant.
 */
export function AdminBusinessPage() {
  const business = useBusiness();
  const limits = useQuantityLimits();
  const data = business.data;
  return (
    <AdminPage title="Entreprise et factures" width="max-w-5xl">
      {data && !data.complete && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          Les factures ne sont pas émises tant que l’identité est incomplète. Il manque&nbsp;: {data.missing.join(', ')}
          .
          {data.pendingInvoices > 0 &&
            ` ${data.pendingInvoices} commande${data.pendingInvoices > 1 ? 's attendent' : ' attend'} sa facture.`}
        </p>
      )}
      {data?.complete && (
        <p className="rounded-lg bg-primary-50 p-4 text-primary-900">
          L’identité est complète&nbsp;: chaque commande remise reçoit sa facture, et les mentions légales du site la
          reprennent.
        </p>
      )}
      <section aria-labelledby="identity-title" className={card}>
        <h2 id="identity-title" className="mb-4 text-xl font-bold">
          Identité légale
        </h2>
        {data ? (
          <BusinessForm business={data} />
        ) : business.isError ? (
          <LoadError
            message="L’identité de l’entreprise n’a pas pu être chargée."
            onRetry={() => void business.refetch()}
          />
        ) : (
          <div aria-busy="true" className="h-96 animate-pulse rounded-xl bg-gray-200" />
        )}
      </section>
      <section aria-labelledby="limits-title" className={card}>
        <h2 id="limits-title" className="mb-2 text-xl font-bold">
          Quantités maximales par article
        </h2>
        <p className="mb-4 text-gray-700">
          Ce qu’un client peut commander en ligne d’un même article. Au-delà, la commande est refusée avec le numéro de
          la boutique choisie (celui de l’entreprise tant qu’aucune ne l’est)&nbsp;: les grandes quantités se préparent
          au téléphone.
        </p>
        {limits.data ? (
          <QuantityLimitsForm limits={limits.data} />
        ) : limits.isError ? (
          <LoadError
            message="Les quantités maximales n’ont pas pu être chargées."
            onRetry={() => void limits.refetch()}
          />
        ) : (
          <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-gray-200" />
        )}
      </section>
      <section aria-labelledby="export-title" className={card}>
        <h2 id="export-title" className="mb-2 text-xl font-bold">
          Export pour le comptable
        </h2>
        <p className="mb-4 text-gray-700">
          Les factures et avoirs émis sur la période, une ligne par taux de TVA, avec les totaux par taux (CSV pour
          tableur).
        </p>
        <InvoiceExport />
      </section>
      <section aria-labelledby="ereporting-title" className={card}>
        <h2 id="ereporting-title" className="mb-2 text-xl font-bold">
          E-reporting des ventes aux particuliers
        </h2>
        <p className="mb-4 text-gray-700">
          Par jour, les ventes aux particuliers par taux de TVA et les paiements par moyen, tels que la plateforme
          agréée les reçoit (CSV pour tableur).
        </p>
        <EreportingExport />
      </section>
    </AdminPage>
  );
}
