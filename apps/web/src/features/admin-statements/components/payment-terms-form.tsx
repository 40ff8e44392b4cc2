import { CustomerPaymentTermsRequest, PAYMENT_TERMS, PAYMENT_TERMS_TEXT, type PaymentTerms } from '@boucherie/contract';
import { useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/text-input';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { usePaymentTerms } from '../api/statement';

type Props = { customerId: number; paymentTerms: PaymentTerms | null; effectiveTerms: PaymentTerms };
type Values = { paymentTerms: string };

const DEFAULT = 'default';
/** The select's default option is the request's null: the business's terms. */
const toRequest = ({ paymentTerms }: Values) => ({ paymentTerms: paymentTerms === DEFAULT ? null : paymentTerms });

/** The pro's own payment terms, or the business's default; used by the invoices issued from now on. */
export function PaymentTermsForm({ customerId, paymentTerms, effectiveTerms }: Props) {
  const id = useId();
  const save = usePaymentTerms(customerId);
  const form = useZodForm<Values, typeof CustomerPaymentTermsRequest>(
    CustomerPaymentTermsRequest,
    { paymentTerms: paymentTerms ?? DEFAULT },
    toRequest,
  );
  const [formError, setFormError] = useState<string>();
  const error = form.formState.errors.paymentTerms?.message ?? formError;
  const defaultText =
    paymentTerms === null ? PAYMENT_TERMS_TEXT[effectiveTerms] : 'celles réglées dans «\u00a0Entreprise\u00a0»';

  const submit = form.handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync(request.paymentTerms);
      void showToast('success', `Conditions de paiement enregistrées\u00a0: ${PAYMENT_TERMS_TEXT[saved.effective]}.`);
    } catch (failure) {
      setFormError(
        applyServerErrors(failure, ['paymentTerms'], form.setError, 'Les conditions n’ont pas pu être enregistrées.'),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3" noValidate>
      <Field
        id={`${id}-terms`}
        label="Conditions de paiement"
        hint="S’appliquent aux factures émises à partir de maintenant."
        error={error}
        className="flex flex-col"
      >
        {(a11y) => (
          <Select size="lg" className="min-w-72" {...form.register('paymentTerms')} {...a11y}>
            <option value={DEFAULT}>Par défaut ({defaultText})</option>
            {PAYMENT_TERMS.map((terms) => (
              <option key={terms} value={terms}>
                {PAYMENT_TERMS_TEXT[terms]}
              </option>
            ))}
          </Select>
        )}
      </Field>
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
