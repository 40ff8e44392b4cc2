import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { OrderInvoicePanel } from '../../features/admin-invoices/components/order-invoice-panel';
import { useAdminOrder } from '../../features/admin-orders/api/get-admin-order';
import { AdminOrderView } from '../../features/admin-orders/components/admin-order-view';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/orders/:id: one order at the counter (the loader checked the id; a 404 reaches the error page). */
export function AdminOrderPage() {
  const id = Number(useParams().id);
  const { query, me } = useAdminDay();
  const order = useAdminOrder(id);
  useDocumentTitle(order.data ? `Commande n°\u00a0${order.data.number}` : 'Commande');
  const back = (
    <Link
      to={`/admin/orders${query}`}
      className="inline-flex min-h-12 items-center self-start font-semibold text-gray-800 underline"
    >
      ← Retour aux commandes
    </Link>
  );
  if (order.data) {
    return (
      <>
        <AdminOrderView order={order.data} back={back} />
        <OrderInvoicePanel
          orderId={order.data.id}
          completed={order.data.status === 'Completed'}
          isOwner={me.data?.role === 'admin'}
        />
      </>
    );
  }
  if (order.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <LoadError
          title="Commande momentanément indisponible"
          message="Nous n’avons pas pu charger cette commande."
          onRetry={() => void order.refetch()}
        />
      </div>
    );
  }
  return (
    <LoadingBlocks
      label="Chargement de la commande…"
      className="flex flex-col gap-4"
      blocks={['h-10 w-1/2 animate-pulse rounded bg-gray-200', 'h-96 animate-pulse rounded-xl bg-gray-200']}
    />
  );
}
