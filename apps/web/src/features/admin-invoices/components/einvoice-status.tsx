import { EINVOICE_STATUS_TEXT, type Einvoice } from '@boucherie/contract';
import { formatDateTime } from '../../../lib/format';

const TROUBLE = new Set(['Rejected', 'Refused', 'Disputed', 'Suspended']);

/**
 * A pro document's way through the plateforme agréée (ADR 071): its status now, a rejection or refusal with
 * the platform's reason, and the steps so far. Nothing for a document no platform carries.
 */
export function EinvoiceStatus({ einvoice, label }: { einvoice: Einvoice | null; label: string }) {
  if (!einvoice) return null;
  const last = einvoice.history.at(-1);
  const trouble = TROUBLE.has(einvoice.status);
  return (
    <div className={`rounded-lg p-3 ${trouble ? 'bg-red-50 text-red-900' : 'bg-primary-50 text-gray-900'}`}>
      <p>
        <span className="font-semibold">Plateforme agréée&nbsp;:</span> {EINVOICE_STATUS_TEXT[einvoice.status]}
        {last && <> depuis le {formatDateTime(last.at)}</>}
        {einvoice.platformId && <span className="block text-sm text-gray-700">Référence {einvoice.platformId}</span>}
      </p>
      {trouble && last?.reason && (
        <p className="mt-1">
          <span className="font-semibold">Motif donné par la plateforme&nbsp;:</span> {last.reason}
        </p>
      )}
      {einvoice.history.length > 1 && (
        <details className="mt-2">
          <summary className="min-h-12 cursor-pointer content-center font-semibold">
            Historique sur la plateforme<span className="sr-only"> ({label})</span>
          </summary>
          <ol className="mt-1 flex flex-col gap-1 text-sm">
            {einvoice.history.map((step) => (
              <li key={`${step.status}-${step.at}`}>
                {formatDateTime(step.at)}&nbsp;: {EINVOICE_STATUS_TEXT[step.status]}
                {step.reason && <> — {step.reason}</>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
