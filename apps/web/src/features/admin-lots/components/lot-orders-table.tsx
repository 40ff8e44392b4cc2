import type { LotOrderLine } from '@boucherie/contract';
import { Link } from 'react-router';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { displayPhone } from '../../../lib/display-phone';
import { formatDate, formatQuantity } from '../../../lib/format';

const pill = 'inline-flex rounded-full bg-blue-100 px-2.5 py-0.5 text-sm font-semibold text-blue-900';

/** Who bought it and how to reach them: a pro's company first, since a restaurant may be serving it tonight. */
function OrderLineRow({ line }: { line: LotOrderLine }) {
  const { customer } = line;
  return (
    <tr className="border-b border-gray-100 align-top last:border-0">
      <th scope="row" className="p-3 text-left font-normal">
        <span className="font-semibold">{customer.company ?? customer.name}</span>
        {customer.company && <span className="block text-sm text-gray-700">{customer.name}</span>}
        {customer.isPro && <span className={pill}>Pro</span>}
      </th>
      <td className="p-3">
        {customer.phone && (
          <a href={`tel:${customer.phone}`} className="block text-primary-800 tabular-nums underline">
            {displayPhone(customer.phone)}
          </a>
        )}
        {customer.email && (
          <a href={`mailto:${customer.email}`} className="block break-all text-primary-800 underline">
            {customer.email}
          </a>
        )}
      </td>
      <td className="p-3">
        <Link to={`/admin/orders/${line.orderId}`} className="font-semibold text-primary-800 tabular-nums underline">
          {line.orderNumber}
        </Link>
        <span className="block text-sm text-gray-700">{line.shop}</span>
      </td>
      <td className="p-3 tabular-nums">{formatDate(line.date, 'short')}</td>
      <td className="p-3">{line.designation}</td>
      <td className="p-3 text-right tabular-nums">{formatQuantity(line.quantity, line.unit)}</td>
    </tr>
  );
}

/** Every line sold from the lot, as the server orders them: pros first, then by day. */
export function LotOrdersTable({ items, code }: { items: LotOrderLine[]; code: string }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Les commandes servies du lot {code}, les professionnels d’abord</caption>
        <ColumnHeaders
          className="border-b border-gray-200 text-sm text-gray-700"
          cellClass="p-3"
          columns={[
            { label: 'Client' },
            { label: 'Contact' },
            { label: 'Commande' },
            { label: 'Jour' },
            { label: 'Article' },
            { label: 'Quantité', className: 'p-3 text-right' },
          ]}
        />
        <tbody>
          {items.map((line, index) => (
            // A customer may have several lines of one order: the order and its place say which.
            <OrderLineRow key={`${line.orderId}-${index}`} line={line} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
