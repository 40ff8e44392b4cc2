import type { AuditEntry } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { kindLabel } from '../lib/kinds';
import { describeChange } from '../lib/values';

const ROLE_NAMES: Record<string, string> = { admin: 'gérant', staff: 'personnel', customer: 'client' };

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = describeChange(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-gray-800">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="text-gray-700">{change.label}</dt>
          <dd>
            {change.before !== null && (
              <>
                <del className="text-gray-700">{change.before}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> devient </span>
              </>
            )}
            <span className="font-semibold">{change.after ?? '—'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the thing changed lives in the back office, when it has a page of its own. */
function entityLink(entry: AuditEntry): { to: string; label: string } | null {
  if (!entry.entityId) return null;
  if (entry.entityType === 'customer' && entry.kind !== 'customer.anonymise') {
    return { to: `/admin/customers/${entry.entityId}`, label: 'Voir la fiche du client' };
  }
  if (entry.entityType === 'order') return { to: `/admin/orders/${entry.entityId}`, label: 'Voir la commande' };
  return null;
}

/** The journal's entries, newest first: when, who, what, and the values before → after. */
export function JournalList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="flex flex-col divide-y divide-gray-100 rounded-xl bg-white ring-1 ring-gray-200">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-x-4 gap-y-1 p-4 md:grid-cols-[14rem_1fr]">
          <div className="flex flex-col">
            <time dateTime={entry.at} className="font-semibold text-gray-900">
              {formatDateTime(entry.at)}
            </time>
            <span className="text-gray-800">
              {entry.by
                ? `${entry.by.name} (${ROLE_NAMES[entry.by.role] ?? entry.by.role})`
                : 'La boutique (automatique)'}
            </span>
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-800">{kindLabel(entry.kind)}</p>
            <p className="text-lg text-gray-900">{entry.summary}</p>
            <Changes entry={entry} />
            {entityLink(entry) && (
              <Link
                to={entityLink(entry)?.to as string}
                className="inline-flex min-h-12 items-center font-semibold text-primary-800 underline"
              >
                {entityLink(entry)?.label}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
