import type { Statement } from '@boucherie/contract';
import { formatDate, formatEuros } from '../../lib/format';

type Props = { statement: Statement; inFavourLabel: string };

/**
 * The month's figures and what remains due; when credit notes are owed to the pro (issued after their invoice
 * was paid), what they add up to and the balance, negative in the pro's favour (ADR 025).
 */
export function StatementFigures({ statement: s, inFavourLabel }: Props) {
  const figures: [string, string][] = [
    ['Factures du mois', formatEuros(s.invoiced)],
    ['Avoirs du mois', formatEuros(s.credited === 0 ? 0 : -s.credited)],
    ['Net du mois', formatEuros(s.net)],
    [`Reste dû au ${formatDate(s.asOf)}`, formatEuros(s.remainingDue)],
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {s.overdue > 0 && (
        <p className="font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>
          Dont {formatEuros(s.overdue)} en retard de paiement.
        </p>
      )}
      {s.inFavour > 0 && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 rounded-lg bg-primary-50 p-3 ring-1 ring-primary-200">
          <p className="text-gray-900">
            <span className="font-semibold">{inFavourLabel}&nbsp;: </span>
            <span className="font-bold tabular-nums">{formatEuros(s.inFavour)}</span>
            {' — '}
            {s.creditsInFavour.map((c) => `avoir ${c.number} sur la facture ${c.invoiceNumber} déjà payée`).join(', ')}.
          </p>
          <p className="text-lg font-bold text-gray-900">
            {s.balance < 0
              ? `Solde ${inFavourLabel.toLowerCase()}\u00a0: ${formatEuros(-s.balance)}`
              : `Solde à payer\u00a0: ${formatEuros(s.balance)}`}
          </p>
        </div>
      )}
    </>
  );
}
