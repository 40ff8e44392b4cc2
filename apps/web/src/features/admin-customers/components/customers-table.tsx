import type { CustomersResponse } from '@boucherie/contract';
import { Link } from 'react-router';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { displayPhone } from '../../../lib/display-phone';
import { formatShortDate, PRO_STATUS_LABELS } from '../lib/labels';

type Props = { result: CustomersResponse; search: string; hrefFor: (id: number) => string };

/** The customers found, one dense row each; the name opens the customer's page. */
export function CustomersTable({ result, search, hrefFor }: Props) {
  if (result.items.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-lg text-gray-800 ring-1 ring-gray-200">
        {search
          ? `Aucun client ne correspond à «\u00a0${search}\u00a0». Essayez le nom seul, ou les derniers chiffres du téléphone.`
          : 'Aucun client pour l’instant.'}
      </p>
    );
  }
  const count = result.totalCount;
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-gray-200">
      <table className="w-full text-left">
        <caption className="sr-only">
          {count} client{count > 1 ? 's' : ''}
          {search ? ` pour «\u00a0${search}\u00a0»` : ''}
        </caption>
        <ColumnHeaders
          className="border-b border-gray-200 text-sm text-gray-700"
          cellClass="px-4 py-2 font-semibold"
          columns={[
            { label: 'Client' },
            { label: 'Contact' },
            { label: 'Compte' },
            { label: 'Commandes', className: 'px-4 py-2 text-right font-semibold' },
            { label: 'Dernière commande' },
          ]}
        />
        <tbody className="divide-y divide-gray-100">
          {result.items.map((customer) => (
            <tr key={customer.id} className="hover:bg-gray-50">
              <td className="px-4 py-2">
                <Link
                  to={hrefFor(customer.id)}
                  className="inline-flex min-h-12 flex-col justify-center font-semibold text-primary-800 underline"
                >
                  <span>
                    {customer.lastName.toLocaleUpperCase('fr-FR')} {customer.firstName}
                  </span>
                  {customer.company && <span className="text-sm font-normal text-gray-800">{customer.company}</span>}
                </Link>
              </td>
              <td className="px-4 py-2 text-gray-800">
                <span className="block break-all">{customer.email}</span>
                <span className="block tabular-nums">{displayPhone(customer.phone)}</span>
              </td>
              <td className="px-4 py-2 text-gray-800">
                {PRO_STATUS_LABELS[customer.proStatus]}
                {customer.locality && <span className="block text-sm text-gray-700">{customer.locality}</span>}
              </td>
              <td className="px-4 py-2 text-right text-lg font-semibold tabular-nums">{customer.orderCount}</td>
              <td className="px-4 py-2 text-gray-800">
                {customer.lastOrderDate ? formatShortDate(customer.lastOrderDate) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
