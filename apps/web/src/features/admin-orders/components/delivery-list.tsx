import type { AdminOrder } from '@boucherie/contract';
import { Link } from 'react-router';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingBlocks } from '../../../components/ui/loading-blocks';
import { displayPhone } from '../../../lib/display-phone';
import { formatEuros, formatTimeWindow } from '../../../lib/format';
import { useDayOrders } from '../api/get-day-orders';
import { customerName } from '../lib/admin-status';
import { StatusPill } from './status-pill';

/**
 * The day's order of deliveries: by the time promised (a round's start; none last), then post code, then street,
 * so that the driver keeps every promise without crossing town twice.
 */
export function deliveryRound(orders: readonly AdminOrder[]): AdminOrder[] {
  return orders
    .filter((o) => o.mode === 'Delivery' && o.status !== 'Cancelled')
    .sort(
      (a, b) =>
        (a.timeWindow?.starts ?? '99').localeCompare(b.timeWindow?.starts ?? '99') ||
        (a.address?.postcode ?? '').localeCompare(b.address?.postcode ?? '') ||
        (a.address?.city ?? '').localeCompare(b.address?.city ?? '', 'fr') ||
        (a.address?.street ?? '').localeCompare(b.address?.street ?? '', 'fr', { numeric: true }),
    );
}

const cell = 'border-b border-gray-200 px-3 py-2 align-top print:px-1.5 print:py-1';

type Props = { shopId: number; date: string; orderHref: (id: number) => string };

/** The day's deliveries with address and phone, printable as a clean A4 round sheet. */
export function DeliveryList({ shopId, date, orderHref }: Props) {
  const query = useDayOrders({ shopId, date, search: '' });
  if (query.isError && !query.data) {
    return <LoadError message="Les livraisons n’ont pas pu être chargées." onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <LoadingBlocks label="Chargement des livraisons…" blocks={['h-64 animate-pulse rounded-xl bg-gray-200']} />;
  }
  const round = deliveryRound(query.data);
  if (round.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-lg text-gray-800 ring-1 ring-gray-200">Aucune livraison ce jour-là.</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-gray-200 print:overflow-visible print:rounded-none print:ring-0">
      <table className="w-full border-collapse text-left text-base print:text-[10pt]">
        <caption className="sr-only">Livraisons du jour, par heure puis code postal</caption>
        <ColumnHeaders
          className="bg-gray-50 text-sm text-gray-700 uppercase print:bg-white"
          cellClass={cell}
          columns={[
            { label: 'Commande' },
            { label: 'Heure' },
            { label: 'Destinataire et adresse' },
            { label: 'Téléphone' },
            { label: 'Statut' },
          ]}
        />
        <tbody>
          {round.map((order) => (
            <tr key={order.id} className="break-inside-avoid">
              <td className={`${cell} font-semibold whitespace-nowrap tabular-nums`}>
                <Link
                  to={orderHref(order.id)}
                  className="inline-flex min-h-12 items-center underline print:min-h-0 print:no-underline"
                >
                  {order.number}
                </Link>
              </td>
              <td className={`${cell} font-semibold whitespace-nowrap tabular-nums`}>
                {order.timeWindow ? formatTimeWindow(order.timeWindow) : 'Heures d’ouverture'}
              </td>
              <td className={cell}>
                <Recipient order={order} />
                {order.address && (
                  <address className="not-italic">
                    {order.address.street}, <span className="font-semibold">{order.address.postcode}</span>{' '}
                    {order.address.city}
                  </address>
                )}
                {order.deliveryInstructions && (
                  <p className="font-semibold text-gray-900">Accès&nbsp;: {order.deliveryInstructions}</p>
                )}
                {order.comment && <p className="text-sm text-gray-700 italic">«&nbsp;{order.comment}&nbsp;»</p>}
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                <a
                  href={`tel:${order.customer.phone}`}
                  className="inline-flex min-h-12 items-center underline print:min-h-0 print:no-underline"
                >
                  {displayPhone(order.customer.phone)}
                </a>
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatEuros(order.totalTTC)}
                {order.hasEstimatedLines && <span className="block text-xs text-gray-600">estimé</span>}
              </td>
              <td className={cell}>
                <StatusPill order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who receives the delivery: a pro's company first (the driver looks for its sign), then the person. */
function Recipient({ order }: { order: AdminOrder }) {
  const person = order.address ? `${order.address.firstName} ${order.address.lastName}` : customerName(order.customer);
  const company = order.address ? order.address.company : order.customer.company;
  return (
    <p className="font-semibold">
      {company ?? person}
      {company && <span className="font-normal"> · {person}</span>}
    </p>
  );
}
