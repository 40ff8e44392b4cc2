import type { AdminOrderDetail } from '@boucherie/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { DeliveryAddressLines } from '../../../components/delivery-address-lines';
import { urlOf } from '../../../lib/api-client';
import { displayPhone } from '../../../lib/display-phone';
import { formatDate, formatEuros, formatTimeWindow } from '../../../lib/format';
import { customerName } from '../lib/admin-status';
import { CounterPaymentPanel } from './counter-payment-panel';
import { OrderHistory } from './order-history';
import { OrderLineItem } from './order-line-item';
import { PaymentPanel } from './payment-panel';
import { StatusPanel } from './status-panel';
import { ModeTag } from './status-pill';

const panel = 'flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-gray-200';
const contactLink = 'inline-flex min-h-12 items-center font-semibold text-primary-800 underline tabular-nums';

/** The label to stick on the bag (a PDF, printed from the browser's viewer). */
export const labelPdfUrl = (orderId: number) =>
  urlOf('GET /api/admin/orders/{id}/label.pdf', { params: { id: orderId } });
/** The delivery note the customer signs on delivery (a PDF with weights and lots, no prices). */
const printLink =
  'inline-flex min-h-12 items-center rounded-lg border-2 border-gray-900 bg-white px-5 text-lg font-semibold text-gray-900 hover:bg-gray-100';
export const deliveryNotePdfUrl = (orderId: number) => `/api/admin/orders/${orderId}/delivery-note.pdf`;

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-xl font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

function Totals({ order }: { order: AdminOrderDetail }) {
  const basis = order.priceBasis;
  return (
    <section aria-labelledby="totals-title" className={panel}>
      <h2 id="totals-title" className="text-lg font-bold text-gray-900">
        Montant
      </h2>
      <dl className="flex flex-col gap-1 text-gray-900">
        <Row label={`Articles ${basis}`}>{formatEuros(order.linesTotal)}</Row>
        {order.deliveryFee > 0 && <Row label={`Livraison ${basis}`}>{formatEuros(order.deliveryFee)}</Row>}
        {basis === 'HT' ? (
          <>
            <Row label="Total HT" strong>
              {formatEuros(order.totalHT)}
            </Row>
            <Row label="TVA">{formatEuros(order.totalVAT)}</Row>
            <Row label="Total TTC">{formatEuros(order.totalTTC)}</Row>
          </>
        ) : (
          <>
            <Row label="Total TTC" strong>
              {formatEuros(order.totalTTC)}
            </Row>
            <Row label="Dont TVA">{formatEuros(order.totalVAT)}</Row>
          </>
        )}
      </dl>
      {order.hasEstimatedLines && (
        <p className="text-sm text-amber-900">Montant estimé tant que toutes les lignes ne sont pas pesées.</p>
      )}
      <PaymentPanel order={order} />
      <CounterPaymentPanel order={order} />
    </section>
  );
}

function Customer({ order }: { order: AdminOrderDetail }) {
  const { customer, address } = order;
  return (
    <section aria-labelledby="customer-title" className={panel}>
      <h2 id="customer-title" className="text-lg font-bold text-gray-900">
        Client
      </h2>
      {/* A pro is known at the counter by the company; the person comes second. */}
      <p className="text-lg font-semibold text-gray-900">
        {customer.company ?? customerName(customer)}
        {customer.company && <span className="block text-base font-normal">{customerName(customer)}</span>}
      </p>
      {customer.phone && (
        <a href={`tel:${customer.phone}`} className={contactLink}>
          {displayPhone(customer.phone)}
        </a>
      )}
      {customer.email && (
        <a href={`mailto:${customer.email}`} className={`${contactLink} break-all`}>
          {customer.email}
        </a>
      )}
      {order.mode === 'Delivery' && address && (
        <div>
          <h3 className="font-semibold text-gray-900">Adresse de livraison</h3>
          <address className="text-gray-900 not-italic">
            <DeliveryAddressLines address={address} />
          </address>
        </div>
      )}
      {order.mode === 'Delivery' && order.deliveryInstructions && (
        <div className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3">
          <h3 className="font-semibold text-gray-900">Instructions pour le livreur</h3>
          <p className="text-gray-900">{order.deliveryInstructions}</p>
        </div>
      )}
      {order.comment && (
        <div>
          <h3 className="font-semibold text-gray-900">Commentaire du client</h3>
          <p className="text-gray-900">«&nbsp;{order.comment}&nbsp;»</p>
        </div>
      )}
    </section>
  );
}

/** One order at the counter: its lines to weigh, its status, its customer, its history, its label. */
export function AdminOrderView({ order, back }: { order: AdminOrderDetail; back: ReactNode }) {
  const editable = order.status === 'Pending' || order.status === 'Confirmed';
  // Opened from the board or a scanned number: the reader starts at the order's title.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [order.id]);
  const place =
    order.mode === 'Delivery' && order.address ? `${order.address.postcode} ${order.address.city}` : order.shop.name;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          {back}
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-gray-900 tabular-nums focus:outline-none">
            Commande <span className="whitespace-nowrap">n°&nbsp;{order.number}</span>
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-lg text-gray-800">
            <ModeTag mode={order.mode} />
            {place}, {formatDate(`${order.date}T12:00:00Z`)}
            {order.timeWindow && <strong className="tabular-nums">, {formatTimeWindow(order.timeWindow)}</strong>}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {order.mode === 'Delivery' && order.status !== 'Cancelled' && (
            <a href={deliveryNotePdfUrl(order.id)} target="_blank" rel="noopener" className={printLink}>
              Bon de livraison
              <span className="sr-only"> (PDF, nouvel onglet)</span>
            </a>
          )}
          <a href={labelPdfUrl(order.id)} target="_blank" rel="noopener" className={printLink}>
            Imprimer l’étiquette
            <span className="sr-only"> (PDF, nouvel onglet)</span>
          </a>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="lines-title" className="flex flex-col gap-3">
          <h2 id="lines-title" className="text-xl font-bold text-gray-900">
            Articles ({order.lines.length})
          </h2>
          {!editable && (
            <p className="rounded-lg bg-gray-200 p-3 text-gray-800">
              Cette commande n’est plus en préparation&nbsp;: ses lignes ne changent plus.
            </p>
          )}
          {order.agreementNotNoted.length > 0 && (
            <p role="status" className="rounded-lg bg-amber-100 p-3 font-semibold text-amber-950">
              {order.agreementNotNoted.length > 1
                ? `${order.agreementNotNoted.length} lignes pesées au-delà de la tolérance, sans accord du client noté.`
                : 'Une ligne pesée au-delà de la tolérance, sans accord du client noté.'}
            </p>
          )}
          <ul className="flex flex-col gap-3">
            {order.lines.map((line) => (
              <OrderLineItem key={line.id} order={order} line={line} editable={editable} />
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-4">
          <StatusPanel order={order} />
          <Totals order={order} />
          <Customer order={order} />
          <OrderHistory events={order.events} />
        </div>
      </div>
    </div>
  );
}
