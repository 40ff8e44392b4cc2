import type { StatementDocument } from '@boucherie/contract';
import { useId } from 'react';
import { StatementDetails } from '../../../components/statements/statement-details';
import { StatementMonthSelect } from '../../../components/statements/statement-month-select';
import { formatDate } from '../../../lib/format';
import { statementPdfUrl, useStatement } from '../api/get-statement';

type Props = { month: string; months: string[]; onMonthChange: (month: string) => void };

/** The pro's words for a document's settlement (overdue is said in the due-date column). */
function settlement(d: StatementDocument) {
  if (d.kind === 'CreditNote') {
    if (d.isInFavour) return <span className="font-semibold text-primary-800">En votre faveur</span>;
    if (d.refundedOn) return <span className="text-gray-700">Remboursé le {formatDate(d.refundedOn)}</span>;
    return <span className="text-gray-700">Déduit de la facture</span>;
  }
  if (d.paidOn) return <span className="text-primary-800">Payée le {formatDate(d.paidOn)}</span>;
  return <span className="text-gray-900">À payer</span>;
}

/** "Relevé mensuel": a pro chooses a month, reads its documents and what remains due, downloads the PDF. */
export function StatementCard({ month, months, onMonthChange }: Props) {
  const id = useId();
  const statement = useStatement(month);
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
          <StatementMonthSelect month={month} months={months} onChange={onMonthChange} />
          <a
            href={statementPdfUrl(month)}
            download={`releve-${month}.pdf`}
            className="inline-flex min-h-12 items-center rounded-lg border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50"
          >
            Télécharger le relevé (PDF)
          </a>
        </div>
      </div>
      <StatementDetails
        query={statement}
        errorText="Votre relevé n’a pas pu être chargé."
        inFavourLabel="En votre faveur"
        settlementHeader="État"
        settlement={settlement}
      />
    </section>
  );
}
