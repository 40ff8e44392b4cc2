import {
  COUNTER_PAYMENT_METHOD_TEXT,
  type CounterPaymentMethod,
  type TillClosure,
  type TillEntry,
  type TillJournalResponse,
} from '@boucherie/contract';
import { Link } from 'react-router';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { formatDate, formatDateTime, formatEuros, formatTimeOf } from '../../../lib/format';

const methodText = (method: string) =>
  COUNTER_PAYMENT_METHOD_TEXT[method as CounterPaymentMethod] ?? method.replaceAll('_', ' ');

const rateText = (rate: number) => `${String(rate).replace('.', ',')}\u00a0%`;

/** The start of a seal: enough for a person to compare two prints, the whole one is in the archive. */
const sealText = (hash: string) => hash.slice(0, 12);

function EntriesTable({ entries, dayName }: { entries: TillEntry[]; dayName: string }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-gray-200">
      <table className="w-full text-left">
        <caption className="sr-only">
          {entries.length} encaissement{entries.length > 1 ? 's' : ''} au comptoir le {dayName}
        </caption>
        <ColumnHeaders
          className="border-b border-gray-200 text-sm text-gray-700"
          cellClass="px-4 py-2 font-semibold"
          columns={[
            { label: 'N°' },
            { label: 'Heure' },
            { label: 'Commande' },
            { label: 'Moyen' },
            { label: 'Montant', className: 'px-4 py-2 text-right font-semibold' },
            { label: 'Empreinte' },
          ]}
        />
        <tbody className="divide-y divide-gray-100">
          {entries.map((entry) => (
            <tr key={entry.seq}>
              <td className="px-4 py-2 tabular-nums text-gray-800">{entry.seq}</td>
              <td className="px-4 py-2 tabular-nums text-gray-800">{formatTimeOf(entry.at)}</td>
              <td className="px-4 py-2">
                <Link
                  to={`/admin/orders/${entry.orderId}`}
                  className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline"
                >
                  n°&nbsp;{entry.orderNumber}
                </Link>
              </td>
              <td className="px-4 py-2 text-gray-800">
                {methodText(entry.method)}
                {entry.kind === 'reversal' && (
                  <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                    Annulation
                  </span>
                )}
              </td>
              <td className="px-4 py-2 text-right font-semibold tabular-nums text-gray-900">
                {formatEuros(entry.amount)}
              </td>
              <td className="px-4 py-2 font-mono text-sm text-gray-700">{sealText(entry.hash)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ title, rows }: { title: string; rows: { label: string; amount: number }[] }) {
  return (
    <div>
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <dl className="mt-1 grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-gray-800">{row.label}</dt>
            <dd className="text-right tabular-nums text-gray-900">{formatEuros(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The day's « Z »: its figures as sealed, and the shop's grand total since the journal began. */
function ZClosure({ closure }: { closure: TillClosure }) {
  return (
    <section aria-labelledby="till-z" className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="till-z" className="text-xl font-bold text-gray-900">
        Clôture du jour («&nbsp;Z&nbsp;») n°&nbsp;{closure.seq}
      </h2>
      <p className="text-gray-800">
        {closure.entryCount} écriture{closure.entryCount > 1 ? 's' : ''}, total{' '}
        <strong className="tabular-nums">{formatEuros(closure.total)}</strong>
        {' ; '}grand total perpétuel de la boutique{' '}
        <strong className="tabular-nums">{formatEuros(closure.grandTotal)}</strong>.
      </p>
      <div className="flex flex-wrap gap-8">
        <Totals
          title="Par moyen de paiement"
          rows={closure.byMethod.map((m) => ({ label: methodText(m.method), amount: m.amount }))}
        />
        <Totals
          title="Par taux de TVA (TTC)"
          rows={closure.byRate.map((r) => ({ label: `TVA ${rateText(r.rate)}`, amount: r.ttc }))}
        />
      </div>
      <p className="text-sm text-gray-700">
        Scellée le {formatDateTime(closure.closedAt)}, empreinte{' '}
        <span className="font-mono">{sealText(closure.hash)}</span>
      </p>
    </section>
  );
}

type Props = { journal: TillJournalResponse; date: string; today: string; archiveUrl: string | null };

/** A shop's day at the till: each payment as chained, the day's figures, and its « Z » once the day is over. */
export function TillDayView({ journal, date, today, archiveUrl }: Props) {
  const dayName = formatDate(date);
  const entries = journal.entries;
  const total = entries.reduce((sum, e) => sum + Math.round(e.amount * 100), 0) / 100;
  const closure = journal.closures.find((c) => c.kind === 'day' && c.period === date);
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-lg text-gray-800">
        {entries.length === 0
          ? `Aucun encaissement au comptoir le ${dayName}.`
          : `${entries.length} encaissement${entries.length > 1 ? 's' : ''} le ${dayName}, total ${formatEuros(total)}.`}
      </p>
      {entries.length > 0 && <EntriesTable entries={entries} dayName={dayName} />}
      {closure ? (
        <ZClosure closure={closure} />
      ) : (
        <p className="rounded-xl bg-white p-4 text-gray-800 ring-1 ring-gray-200">
          {date >= today
            ? 'Le jour sera clôturé («\u00a0Z\u00a0») automatiquement après minuit\u00a0: ses totaux seront alors scellés.'
            : 'La clôture de ce jour n’est pas encore faite\u00a0: elle le sera dans le quart d’heure.'}
        </p>
      )}
      {archiveUrl && (
        <p>
          <a
            href={archiveUrl}
            download={`caisse-${date.slice(0, 7)}.json`}
            className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline"
          >
            Télécharger l’archive du mois ({date.slice(5, 7)}/{date.slice(0, 4)}) avec ses empreintes
          </a>
        </p>
      )}
    </div>
  );
}
