import { CUSTOMER_PAGE_ORDERS, type CustomerDetail } from '@boucherie/contract';
import { Link } from 'react-router';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { formatEuros } from '../../../lib/format';
import { formatShortDate, statusLabel } from '../lib/labels';

/** The customer's orders, newest first: number (to the order's page), day, shop, status, amount. */
export function CustomerOrders({ customer }: { customer: CustomerDetail }) {
  if (customer.orders.length === 0) {
    return <p className="text-gray-800">Aucune commande.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">Commandes du client, la plus récente en premier</caption>
        <ColumnHeaders
          className="border-b border-gray-200 text-sm text-gray-700"
          cellClass="py-2 pe-4 font-semibold"
          columns={[
            { label: 'Commande' },
            { label: 'Pour le' },
            { label: 'Boutique' },
            { label: 'Statut' },
            { label: 'Montant', className: 'py-2 text-right font-semibold' },
          ]}
        />
        <tbody className="divide-y divide-gray-100">
          {customer.orders.map((order) => {
            const amount = order.priceBasis === 'HT' ? order.totalHT : order.totalTTC;
            return (
              <tr key={order.id}>
                <td className="py-1 pe-4">
                  <Link
                    to={`/admin/orders/${order.id}`}
                    className="inline-flex min-h-12 items-center whitespace-nowrap font-semibold text-primary-800 underline tabular-nums"
                  >
                    n°&nbsp;{order.number}
                  </Link>
                </td>
                <td className="py-1 pe-4">{formatShortDate(order.date)}</td>
                <td className="py-1 pe-4">
                  {order.shopName}
                  <span className="block text-sm text-gray-700">
                    {order.mode === 'Delivery' ? 'Livraison' : 'Retrait'}
                  </span>
                </td>
                <td className="py-1 pe-4">{statusLabel(order.status, order.mode)}</td>
                <td
                  className={`py-1 text-right font-semibold tabular-nums ${order.status === 'Cancelled' ? 'text-gray-600 line-through' : ''}`}
                >
                  {formatEuros(amount)} {order.priceBasis}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {customer.totals.orderCount + customer.totals.cancelledCount > customer.orders.length && (
        <p className="mt-2 text-sm text-gray-700">Les {CUSTOMER_PAGE_ORDERS} commandes les plus récentes.</p>
      )}
    </div>
  );
}
