import type { Statement, StatementDocument } from '@boucherie/contract';
import type { ReactNode } from 'react';
import { formatDate, formatEuros } from '../../lib/format';
import { monthLabel } from '../../lib/months';

type Props = {
  statement: Statement;
  /** The last column's title: "Paiement" for the owner, "État" for the pro. */
  settlementHeader: string;
  /** The last column: the owner's payment controls, or the pro's words. */
  settlement: (document: StatementDocument) => ReactNode;
};

/**
 * The month's invoices and credit notes, one row each: the number alone (the pro's download list below titles
 * "Facture F2026-…"), its date and order, the due date (overdue said in words and colour), the amount TTC.
 * Under 640 px each row becomes a small block of two columns.
 */
export function StatementDocumentsTable({ statement: s, settlementHeader, settlement }: Props) {
  const month = monthLabel(s.month).toLowerCase();
  if (s.documents.length === 0) return <p className="text-gray-700">Aucune facture ni avoir en {month}.</p>;
  const cell = 'py-3 max-sm:py-1';
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Factures et avoirs de {month}</caption>
      <thead className="border-b border-gray-300 text-sm text-gray-700 max-sm:sr-only">
        <tr>
          <th className="py-2 font-semibold">Document</th>
          <th className="py-2 font-semibold">Échéance</th>
          <th className="py-2 text-right font-semibold">Montant TTC</th>
          <th className="py-2 ps-4 font-semibold">{settlementHeader}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {s.documents.map((d) => (
          <tr key={d.id} className="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2">
            <td className={cell}>
              <span className="font-semibold tabular-nums">{d.number}</span>
              <span className="block text-sm text-gray-700">
                {d.kind === 'Invoice' ? 'Facture du' : 'Avoir du'} {formatDate(d.issueDate)} · commande {d.orderNumber}
              </span>
            </td>
            <td className={cell}>
              {d.kind === 'Invoice' ? `Échéance ${formatDate(d.dueDate)}` : `Sur ${d.invoiceNumber ?? ''}`}
              {d.isOverdue && <span className="block font-semibold text-red-800">⚠ En retard</span>}
            </td>
            <td className={`${cell} text-right font-bold tabular-nums max-sm:text-left`}>{formatEuros(d.amount)}</td>
            <td className={`${cell} ps-4 max-sm:ps-0`}>{settlement(d)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
