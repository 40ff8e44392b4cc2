import type { OrderInvoices } from '@boucherie/contract';
import { formatDate, formatEuros } from '../../../lib/format';
import { adminDocumentPdfUrl, orderInvoicePdfUrl, useOrderInvoices } from '../api/get-order-invoices';
import { CreditNoteForm } from './credit-note-form';
import { repaymentText } from './credit-note-repayment';
import { EinvoiceStatus } from './einvoice-status';

const link =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50';

function Issued({ orderId, data, isOwner }: { orderId: number; data: OrderInvoices; isOwner: boolean }) {
  const invoice = data.invoice;
  if (!invoice) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <p className="flex-1">
          <span className="block text-lg font-semibold">Facture {invoice.number}</span>
          <span className="text-gray-700">
            Émise le {formatDate(invoice.issueDate)} · {formatEuros(invoice.totalTtc)} TTC ·{' '}
            {invoice.format === 'Factur-X' ? 'Factur-X (professionnel)' : 'PDF'}
          </span>
        </p>
        <a href={orderInvoicePdfUrl(orderId)} download={`${invoice.number}.pdf`} className={link}>
          Télécharger la facture
        </a>
      </div>
      <EinvoiceStatus einvoice={invoice.einvoice} label={`facture ${invoice.number}`} />
      {data.creditNotes.length > 0 && (
        <ul className="flex flex-col gap-2">
          {data.creditNotes.map((note) => (
            <li key={note.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-50 p-3">
              <span className="flex-1">
                <span className="block">
                  Avoir {note.number} du {formatDate(note.issueDate)} · {formatEuros(note.totalTtc)} TTC
                </span>
                {repaymentText(note) && <span className="block text-gray-700">{repaymentText(note)}</span>}
              </span>
              <a href={adminDocumentPdfUrl(note.id)} download={`${note.number}.pdf`} className={link}>
                Télécharger l’avoir<span className="sr-only"> {note.number}</span>
              </a>
              <div className="basis-full">
                <EinvoiceStatus einvoice={note.einvoice} label={`avoir ${note.number}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {isOwner && <CreditNoteForm orderId={orderId} invoiceId={invoice.id} lines={data.lines} />}
    </div>
  );
}

/** The order's invoice on its page at the counter: to download, or why it waits; credit notes for the owner. */
export function OrderInvoicePanel({
  orderId,
  completed,
  isOwner,
}: {
  orderId: number;
  completed: boolean;
  isOwner: boolean;
}) {
  const invoices = useOrderInvoices(orderId, completed);
  if (!completed) return null;
  const data = invoices.data;
  return (
    <section aria-labelledby="invoice-title" className="mt-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="invoice-title" className="mb-3 text-xl font-bold">
        Facture
      </h2>
      {!data && !invoices.isError && <p className="text-gray-700">Chargement de la facture…</p>}
      {invoices.isError && <p className="text-gray-700">La facture n’a pas pu être chargée.</p>}
      {data?.status === 'Pending' && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          La facture sera émise dès que le gérant aura complété l’identité de l’entreprise (page
          «&nbsp;Entreprise&nbsp;»).
        </p>
      )}
      {data?.status === 'Issued' && <Issued orderId={orderId} data={data} isOwner={isOwner} />}
    </section>
  );
}
