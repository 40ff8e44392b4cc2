import { CUSTOMER_CANCEL_REASON, type Order, UNPAID_CANCEL_REASON } from '@boucherie/contract';
import type { ReactNode, Ref } from 'react';
import { DeliveryAddressLines } from '../../../components/delivery-address-lines';
import { formatDate, formatTimeWindow } from '../../../lib/format';
import { formatDay } from '../lib/order-days';
import { modeLabel } from '../lib/order-status';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusHistory } from './order-status-history';
import { OrderTotalsList } from './order-totals-list';
import { PlacedOrderLines } from './placed-order-lines';

const card = 'rounded-xl border border-gray-200 bg-white p-5';

/** What the totals are: estimated until every weighed line is weighed, then final; unsupplied lines not charged. */
function totalsNote(order: Order): string {
  const unavailable = order.lines.some((line) => line.isUnavailable)
    ? ' Les articles indisponibles ne vous sont pas facturés.'
    : '';
  if (order.hasEstimatedLines) {
    return `Les articles au poids sont pesés à la préparation\u00a0: le montant est ajusté au poids réel.${unavailable}`;
  }
  const weighed = order.lines.some((line) => line.weighedQuantity !== null && !line.isUnavailable);
  return `${weighed ? 'Montant final, au poids pesé par la boutique.' : ''}${unavailable}`.trim();
}

type Props = {
  order: Order;
  actions?: ReactNode;
  /** The cancellation's sentence under the status, focused by the page once the customer cancelled. */
  cancelledRef?: Ref<HTMLParagraphElement>;
};

/** One order in full: status and its history, when and where, lines with notes, totals with VAT per rate. */
export function OrderDetails({ order, actions, cancelledRef }: Props) {
  const { shop, address } = order;
  const note = totalsNote(order);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-gray-900">
          Commande <span className="whitespace-nowrap">n°&nbsp;{order.number}</span>
        </h1>
        <OrderStatusBadge status={order.status} mode={order.mode} />
      </div>
      <p className="text-gray-700">Passée le {formatDate(order.createdAt)}.</p>
      {order.status === 'Cancelled' && order.cancelReason && (
        <p ref={cancelledRef} tabIndex={-1} className="rounded-lg border border-gray-300 bg-white p-3 text-gray-900">
          {order.cancelReason === CUSTOMER_CANCEL_REASON
            ? 'Vous avez annulé cette commande.'
            : order.cancelReason === UNPAID_CANCEL_REASON
              ? 'Commande annulée\u00a0: le paiement n’a pas été autorisé dans les 15\u00a0minutes. Sa place est libérée\u00a0; vous pouvez la commander à nouveau.'
              : `Commande annulée par la boutique\u00a0: ${order.cancelReason}`}
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="order-where" className={card}>
            <h2 id="order-where" className="text-lg font-bold text-gray-900">
              {modeLabel(order.mode)} le {formatDay(order.date)}
              {order.timeWindow && `, ${formatTimeWindow(order.timeWindow)}`}
            </h2>
            {order.mode === 'Delivery' && address ? (
              <address className="mt-2 text-gray-800 not-italic">
                <DeliveryAddressLines address={address} />
                <br />
                <span className="text-sm text-gray-700">Préparée par la boutique {shop.name}</span>
              </address>
            ) : (
              <address className="mt-2 text-gray-800 not-italic">
                {shop.name}
                <br />
                {shop.address.street}, {shop.address.postCode} {shop.address.city}
              </address>
            )}
            {order.mode === 'Delivery' && order.deliveryInstructions && (
              <p className="mt-2 text-gray-800">Instructions pour le livreur&nbsp;: {order.deliveryInstructions}</p>
            )}
            {order.mode === 'Delivery' && order.status !== 'Cancelled' && (
              <a
                href={`/api/orders/${order.id}/delivery-note.pdf`}
                download
                className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50"
              >
                Télécharger le bon de livraison (PDF)
              </a>
            )}
            <p className="mt-2 text-sm text-gray-700">
              Une question&nbsp;? Appelez la boutique au{' '}
              <a href={`tel:${shop.phone.replace(/\s/g, '')}`} className="font-semibold text-primary-800 underline">
                {shop.phone}
              </a>
              .
            </p>
          </section>
          <section aria-labelledby="order-history" className={card}>
            <h2 id="order-history" className="mb-3 text-lg font-bold text-gray-900">
              Suivi
            </h2>
            <OrderStatusHistory order={order} />
          </section>
          <section aria-labelledby="order-lines" className={card}>
            <h2 id="order-lines" className="text-lg font-bold text-gray-900">
              Vos articles
            </h2>
            <PlacedOrderLines order={order} />
            {order.comment && (
              <p className="mt-3 border-t border-gray-200 pt-3 text-gray-800">
                Votre commentaire&nbsp;: {order.comment}
              </p>
            )}
          </section>
        </div>
        <section aria-labelledby="order-totals" className={`${card} flex flex-col gap-4`}>
          <h2 id="order-totals" className="text-lg font-bold text-gray-900">
            Montant
          </h2>
          <OrderTotalsList totals={order} />
          {note && <p className="text-sm text-gray-700">{note}</p>}
          <OrderPayment order={order} />
          {actions}
        </section>
      </div>
    </div>
  );
}
