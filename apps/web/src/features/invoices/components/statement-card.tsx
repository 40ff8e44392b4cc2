import type { Statement } from '@boucherie/contract';
import { useId } from 'react';
import { formatDate, formatEuros } from '../../../lib/format';
import { monthLabel } from '../../../lib/months';
import { statementPdfUrl, useStatement } from '../api/get-statement';

type Props = { month: string; months: string[]; onMonthChange: (month: string) => void };

function state(d: Statement['documents'][number]) {
  if (d.kind === 'CreditNote') return { text: `Avoir sur ${d.invoiceNumber ?? ''}`, tone: 'text-gray-700' };
  if (d.paidOn) return { text: `Payée le ${formatDate(d.paidOn)}`, tone: 'text-primary-800' };
  if (d.isOverdue) return { text: '⚠ En retard', tone: 'font-semibold text-red-800' };
  return { text: 'À payer', tone: 'text-gray-900' };
}

/** "Relevé mensuel": a pro chooses a month, reads its documents and what remains due, downloads the PDF. */
export function StatementCard({ month, months, onMonthChange }: Props) {
  const id = useId();
  const statement = useStatement(month);
  const s = statement.data;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-gray-900">
          Relevé mensuel
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm font-medium text-gray-900">
            Mois
            <select
              value={month}
              onChange={(event) => onMonthChange(event.target.value)}
              className="mt-1 h-11 rounded-lg border border-gray-400 bg-white px-3 text-base"
            >
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </select>
          </label>
          <a
            href={statementPdfUrl(month)}
            download={`releve-${month}.pdf`}
            className="inline-flex min-h-11 items-center rounded-lg border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50"
          >
            Télécharger le relevé (PDF)
          </a>
        </div>
      </div>
      {!s && statement.isError && <p role="alert">Votre relevé n’a pas pu être chargé.</p>}
      {!s && !statement.isError && <div aria-busy="true" className="h-32 animate-pulse rounded-lg bg-gray-100" />}
      {s && (
        <div className="flex flex-col gap-4" aria-busy={statement.isPlaceholderData || undefined}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Factures du mois', formatEuros(s.invoiced)],
              ['Avoirs du mois', formatEuros(s.credited === 0 ? 0 : -s.credited)],
              ['Net du mois', formatEuros(s.net)],
              [`Reste dû au ${formatDate(s.asOf)}`, formatEuros(s.remainingDue)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-gray-700">{label}</dt>
                <dd className="text-xl font-bold tabular-nums text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          {s.overdue > 0 && (
            <p className="font-semibold text-red-800">
              <span aria-hidden="true">⚠ </span>
              Dont {formatEuros(s.overdue)} en retard de paiement.
            </p>
          )}
          {s.documents.length === 0 ? (
            <p className="text-gray-700">Aucune facture ni avoir en {monthLabel(s.month).toLowerCase()}.</p>
          ) : (
            <ul className="divide-y divide-gray-200">
              {s.documents.map((d) => {
                const { text, tone } = state(d);
                return (
                  <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                    {/* The number alone: "Facture F2026-…" is the download row's title below. */}
                    <span className="font-semibold text-gray-900 tabular-nums">{d.number}</span>
                    <span className="text-gray-700">
                      {d.kind === 'Invoice' ? 'Facture du' : 'Avoir du'} {formatDate(d.issueDate)}
                      {d.kind === 'Invoice' && <> · échéance {formatDate(d.dueDate)}</>}
                    </span>
                    <span className={tone}>{text}</span>
                    <span className="ms-auto font-bold tabular-nums">{formatEuros(d.amount)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
