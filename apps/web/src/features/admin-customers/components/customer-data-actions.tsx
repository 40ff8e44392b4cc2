import { ANONYMISE_REASON_MAX_LENGTH, type CustomerDetail } from '@boucherie/contract';
import { useId, useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { isApiError } from '../../../lib/api-error';
import { useAnonymiseCustomer } from '../api/anonymise-customer';
import { customerExportPageUrl, customerExportUrl } from '../api/export-customer';

const secondary =
  'inline-flex min-h-12 items-center rounded-lg border border-gray-400 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100';
const danger =
  'inline-flex min-h-12 items-center rounded-lg bg-red-800 px-5 font-semibold text-white hover:bg-red-900 disabled:cursor-wait disabled:bg-gray-500';

type Props = { customer: CustomerDetail; onAnonymised: () => void };

/**
 * The owner's answers to a customer's GDPR requests: a copy of their data (a JSON file, or a French page to
 * print), and the erasure of their account, asked twice, with the reason kept in the journal.
 */
export function CustomerDataActions({ customer, onAnonymised }: Props) {
  const id = useId();
  const anonymise = useAnonymiseCustomer(customer.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  async function confirm() {
    setError('');
    try {
      await anonymise.mutateAsync(reason);
      onAnonymised();
    } catch (failure) {
      const field = isApiError(failure, 400) ? failure.problem.errors?.Reason?.[0] : undefined;
      setError(field ?? (failure instanceof Error ? failure.message : 'Le compte n’a pas pu être anonymisé.'));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id={`${id}-title`} className="mb-1 text-xl font-bold">
        Données personnelles (RGPD)
      </h2>
      <p className="mb-3 text-gray-800">
        À la demande du client&nbsp;: lui remettre une copie de ses données, ou anonymiser son compte.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <a href={customerExportUrl(customer.id)} download className={secondary}>
          Exporter ses données (JSON)
        </a>
        <a href={customerExportPageUrl(customer.id)} target="_blank" rel="noopener" className={secondary}>
          Voir ses données à imprimer<span className="sr-only"> (nouvel onglet)</span>
        </a>
        <ConfirmInline
          triggerLabel="Anonymiser le compte…"
          triggerClassName={secondary}
          question={`Anonymiser le compte de ${customer.firstName} ${customer.lastName}\u00a0?`}
          busy={anonymise.isPending}
          detail={
            <div className="flex flex-col gap-2">
              <p>
                Son nom, ses adresses, son téléphone et son e-mail seront effacés, ses sessions fermées. Ses commandes
                restent pour la comptabilité, sans ses données. C’est définitif.
              </p>
              <label htmlFor={`${id}-reason`} className="font-semibold">
                Motif (facultatif, gardé au journal)
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={ANONYMISE_REASON_MAX_LENGTH}
                rows={2}
                aria-describedby={error ? `${id}-error` : undefined}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setReason(event.target.value)}
                className="rounded-lg border border-gray-400 bg-white px-3 py-2"
                placeholder="Demande reçue par e-mail le…"
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="font-semibold text-red-800">
                  {error}
                </p>
              )}
            </div>
          }
          confirm={
            <button type="button" disabled={anonymise.isPending} onClick={() => void confirm()} className={danger}>
              Anonymiser définitivement
            </button>
          }
        />
      </div>
    </section>
  );
}
