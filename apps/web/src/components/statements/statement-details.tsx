import type { Statement, StatementDocument } from '@boucherie/contract';
import type { ReactNode } from 'react';
import { StatementCarriedOver } from './statement-carried-over';
import { StatementDocumentsTable } from './statement-documents-table';
import { StatementFigures } from './statement-figures';

type Props = {
  /** The statement's query: its data once loaded, its failure, another month loading. */
  query: { data: Statement | undefined; isError: boolean; isPlaceholderData: boolean };
  /** Said when the statement could not be loaded. */
  errorText: string;
  /** "En votre faveur" for the pro, "En faveur du client" for the owner. */
  inFavourLabel: string;
  settlementHeader: string;
  settlement: (document: StatementDocument) => ReactNode;
};

/** A monthly statement as both the pro and the owner read it: figures, the month's documents, what is carried. */
export function StatementDetails({ query, errorText, inFavourLabel, settlementHeader, settlement }: Props) {
  const statement = query.data;
  if (!statement && query.isError) return <p role="alert">{errorText}</p>;
  if (!statement) return <div aria-busy="true" className="h-40 animate-pulse rounded-lg bg-gray-100" />;
  // Another month's statement loading: the one shown says so (aria-busy).
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isPlaceholderData || undefined}>
      <StatementFigures statement={statement} inFavourLabel={inFavourLabel} />
      <StatementDocumentsTable statement={statement} settlementHeader={settlementHeader} settlement={settlement} />
      <StatementCarriedOver statement={statement} />
    </div>
  );
}
