import { PAYMENT_TERMS, PAYMENT_TERMS_TEXT, type PaymentTerms } from '@boucherie/contract';
import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { usePaymentTerms } from '../api/statement';

type Props = { customerId: number; paymentTerms: PaymentTerms | null; effectiveTerms: PaymentTerms };

const DEFAULT = 'default';

/** The pro's own payment terms, or the business's default; used by the invoices issued from now on. */
export function PaymentTermsForm({ customerId, paymentTerms, effectiveTerms }: Props) {
  const id = useId();
  const save = usePaymentTerms(customerId);
  const [value, setValue] = useState<string>(paymentTerms ?? DEFAULT);
  const [error, setError] = useState('');
  const defaultText =
    paymentTerms === null ? PAYMENT_TERMS_TEXT[effectiveTerms] : 'celles réglées dans «\u00a0Entreprise\u00a0»';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      const saved = await save.mutateAsync(value === DEFAULT ? null : (value as PaymentTerms));
      void showToast('success', `Conditions de paiement enregistrées\u00a0: ${PAYMENT_TERMS_TEXT[saved.effective]}.`);
    } catch (failure) {
      const field = isApiError(failure, 400) ? failure.problem.errors?.PaymentTerms?.[0] : undefined;
      setError(
        field ?? (failure instanceof Error ? failure.message : 'Les conditions n’ont pas pu être enregistrées.'),
      );
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="flex flex-col">
        <label htmlFor={`${id}-terms`} className="mb-1 font-medium text-gray-900">
          Conditions de paiement
        </label>
        <select
          id={`${id}-terms`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          className="h-12 min-w-72 rounded-lg border border-gray-400 bg-white px-3 text-base"
        >
          <option value={DEFAULT}>Par défaut ({defaultText})</option>
          {PAYMENT_TERMS.map((terms) => (
            <option key={terms} value={terms}>
              {PAYMENT_TERMS_TEXT[terms]}
            </option>
          ))}
        </select>
        <p id={`${id}-help`} className="mt-1 text-sm text-gray-700">
          S’appliquent aux factures émises à partir de maintenant.
        </p>
        <FieldError id={`${id}-error`} message={error} alert />
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        className="mb-6 inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500"
      >
        Enregistrer les conditions
      </button>
    </form>
  );
}
