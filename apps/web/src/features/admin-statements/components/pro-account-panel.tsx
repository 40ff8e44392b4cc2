import { parisDate } from '@boucherie/contract';
import { useId, useState } from 'react';
import { formatDate, formatEuros } from '../../../lib/format';
import { monthLabel, recentMonths } from '../../../lib/months';
import { adminStatementPdfUrl, useAdminStatement } from '../api/statement';
import { PaymentControl } from './payment-control';
import { PaymentTermsForm } from './payment-terms-form';

const card = 'flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200';

/** The owner's view of a pro's account: payment terms, the monthly statement, invoices marked paid. */
export function ProAccountPanel({ customerId }: { customerId: number }) {
  const id = useId();
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0] as string);
  const today = parisDate(new Date());
  const statement = useAdminStatement(customerId, month);
  const s = statement.data;

  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Compte professionnel
      </h2>
      {s && (
        <PaymentTermsForm
          key={s.customer.paymentTerms ?? 'default'}
          customerId={customerId}
          paymentTerms={s.customer.paymentTerms}
          effectiveTerms={s.customer.effectiveTerms}
        />
      )}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-gray-200 pt-4">
        <h3 className="text-lg font-bold">Relevé mensuel</h3>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col font-medium text-gray-900">
            Mois
            <select
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              className="mt-1 h-12 rounded-lg border border-gray-400 bg-white px-3 text-base"
            >
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </select>
          </label>
          <a
            href={adminStatementPdfUrl(customerId, month)}
            download
            className="inline-flex min-h-12 items-center rounded-lg border border-gray-400 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100"
          >
            Relevé PDF
          </a>
        </div>
      </div>
      {!s && statement.isError && <p role="alert">Le relevé n’a pas pu être chargé.</p>}
      {!s && !statement.isError && <div aria-busy="true" className="h-40 animate-pulse rounded-lg bg-gray-100" />}
      {s && (
        <div className="flex flex-col gap-4" aria-busy={statement.isPlaceholderData || undefined}>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[
              ['Factures du mois', formatEuros(s.invoiced)],
              ['Avoirs du mois', formatEuros(s.credited === 0 ? 0 : -s.credited)],
              [`Reste dû au ${formatDate(s.asOf)}`, formatEuros(s.remainingDue)],
              ['Dont en retard', formatEuros(s.overdue)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-gray-700">{label}</dt>
                <dd className="text-2xl font-bold tabular-nums text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          {s.documents.length === 0 ? (
            <p className="text-gray-700">Aucune facture ni avoir en {monthLabel(s.month).toLowerCase()}.</p>
          ) : (
            <table className="w-full text-left">
              <caption className="sr-only">Factures et avoirs de {monthLabel(s.month).toLowerCase()}</caption>
              <thead className="border-b border-gray-300 text-sm text-gray-700">
                <tr>
                  <th className="py-2 font-semibold">Document</th>
                  <th className="py-2 font-semibold">Échéance</th>
                  <th className="py-2 text-right font-semibold">Montant TTC</th>
                  <th className="py-2 ps-4 font-semibold">Paiement</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {s.documents.map((d) => (
                  <tr key={d.id} className="align-top">
                    <td className="py-3">
                      <span className="font-semibold">
                        {d.kind === 'Invoice' ? 'Facture' : 'Avoir'} {d.number}
                      </span>
                      <span className="block text-sm text-gray-700">
                        {formatDate(d.issueDate)} · commande {d.orderNumber}
                      </span>
                    </td>
                    <td className="py-3">
                      {d.kind === 'Invoice' ? formatDate(d.dueDate) : `sur ${d.invoiceNumber ?? ''}`}
                      {d.isOverdue && <span className="block font-semibold text-red-800">⚠ En retard</span>}
                    </td>
                    <td className="py-3 text-right font-bold tabular-nums">{formatEuros(d.amount)}</td>
                    <td className="py-3 ps-4">
                      {d.kind === 'Invoice' ? <PaymentControl document={d} today={today} /> : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {s.outstanding.some((o) => !s.documents.some((d) => d.id === o.id)) && (
            <p className="text-gray-800">
              {'Restent dues d’autres mois\u00a0: '}
              {s.outstanding
                .filter((o) => !s.documents.some((d) => d.id === o.id))
                .map((o) => `${o.number} (${formatEuros(o.remaining)}${o.isOverdue ? ', en retard' : ''})`)
                .join(', ')}
              .
            </p>
          )}
        </div>
      )}
    </section>
  );
}
