import type { Statement } from '@boucherie/contract';
import { formatEuros } from '../../lib/format';

/** Invoices of other months still due at the statement's date (its credit notes owed are in the figures). */
export function StatementCarriedOver({ statement: s }: { statement: Statement }) {
  const ofMonth = new Set(s.documents.map((d) => d.id));
  const due = s.outstanding.filter((o) => !ofMonth.has(o.id));
  if (due.length === 0) return null;
  return (
    <p className="text-gray-800">
      {'Restent dues d’autres mois\u00a0: '}
      {due.map((o) => `${o.number} (${formatEuros(o.remaining)}${o.isOverdue ? ', en retard' : ''})`).join(', ')}.
    </p>
  );
}
