import type { InvoiceSummary } from '@boucherie/contract';
import { formatDate, formatEuros } from '../../../lib/format';
import { invoicePdfUrl } from '../api/get-invoices';

const KIND: Record<InvoiceSummary['kind'], string> = { Invoice: 'Facture', CreditNote: 'Avoir' };

/** One row per document: number, dates, amounts, and its PDF to download. */
export function InvoiceList({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center"
        >
          <div className="flex-1">
            <p className="text-lg font-semibold text-gray-900">
              {KIND[invoice.kind]} {invoice.number}
            </p>
            <p className="text-gray-700">
              Émise le {formatDate(invoice.issueDate)} · commande n°&nbsp;{invoice.orderNumber}
              {invoice.invoiceNumber && <> · sur la facture {invoice.invoiceNumber}</>}
            </p>
            {invoice.kind === 'Invoice' && invoice.dueDate !== invoice.issueDate && (
              <p className="text-gray-700">Échéance le {formatDate(invoice.dueDate)}</p>
            )}
          </div>
          <p className="text-right">
            <span className="block text-xl font-bold tabular-nums text-gray-900">
              {invoice.kind === 'CreditNote' ? '−' : ''}
              {formatEuros(invoice.totalTtc)} TTC
            </span>
            <span className="text-sm text-gray-700">{formatEuros(invoice.totalHt)} HT</span>
          </p>
          <a
            href={invoicePdfUrl(invoice.id)}
            download={`${invoice.number}.pdf`}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50"
          >
            Télécharger
            <span className="sr-only">
              {' '}
              {KIND[invoice.kind].toLowerCase()} {invoice.number}
            </span>
            {invoice.format === 'Factur-X' && <span className="ms-1 text-sm font-normal">(Factur-X)</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
