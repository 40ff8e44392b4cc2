import { InvoicePaymentRequest, type StatementDocument } from '@boucherie/contract';
import { useId, useState } from 'react';
import { fieldA11y } from '../../../components/ui/field';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { TextInput } from '../../../components/ui/text-input';
import { formatDate } from '../../../lib/format';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useInvoicePayment } from '../api/statement';

type Props = { document: StatementDocument; today: string };

/** An invoice is paid; a credit note owed to the pro (issued after its invoice was paid) is refunded. */
function wordsFor(document: StatementDocument) {
  const { number } = document;
  return document.kind === 'Invoice'
    ? {
        done: 'Payée le',
        dayLabel: `Payée le (facture ${number})`,
        mark: 'Marquer payée',
        markHidden: ` la facture ${number}`,
        undo: 'Annuler le paiement',
        undoHidden: ` de la facture ${number}`,
        marked: `Facture ${number} marquée payée.`,
        undone: `Paiement de la facture ${number} annulé.`,
      }
    : {
        done: 'Remboursé le',
        dayLabel: `Remboursé le (avoir ${number})`,
        mark: 'Marquer remboursé',
        markHidden: ` l’avoir ${number}`,
        undo: 'Annuler le remboursement',
        undoHidden: ` de l’avoir ${number}`,
        marked: `Avoir ${number} marqué remboursé.`,
        undone: `Remboursement de l’avoir ${number} annulé.`,
      };
}

const button =
  'inline-flex min-h-12 items-center rounded-lg border px-4 font-semibold disabled:cursor-wait disabled:opacity-60';

/**
 * An invoice's payment: the day it was paid and "Marquer payée", or the day recorded and "Annuler"; the same
 * for the refund of a credit note owed to the pro. A credit note that came off its unpaid invoice has none.
 */
export function PaymentControl({ document, today }: Props) {
  const id = useId();
  const words = wordsFor(document);
  const payment = useInvoicePayment();
  const form = useZodForm<{ paidOn: string }, typeof InvoicePaymentRequest>(InvoicePaymentRequest, { paidOn: today });
  const [formError, setFormError] = useState<string>();
  const error = form.formState.errors.paidOn?.message ?? formError;

  async function record(next: string | null) {
    setFormError(undefined);
    try {
      await payment.mutateAsync({ invoiceId: document.id, paidOn: next });
      void showToast('success', next ? words.marked : words.undone);
    } catch (failure) {
      setFormError(applyServerErrors(failure, ['paidOn'], form.setError, 'Le paiement n’a pas pu être enregistré.'));
    }
  }

  const settledOn = document.kind === 'Invoice' ? document.paidOn : document.refundedOn;
  if (document.kind === 'CreditNote' && !settledOn && !document.isInFavour) {
    return <span className="text-gray-700">Déduit de la facture</span>;
  }
  if (settledOn) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-primary-800">
          {words.done} {formatDate(settledOn)}
        </span>
        <button
          type="button"
          disabled={payment.isPending}
          onClick={() => void record(null)}
          className={`${button} border-gray-400 bg-white text-gray-900 hover:bg-gray-100`}
        >
          {words.undo}
          <span className="sr-only">{words.undoHidden}</span>
        </button>
        {error && (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  const submit = form.handleSubmit(({ paidOn }) => record(paidOn));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-start gap-2">
      <div className="flex flex-col">
        <Label htmlFor={`${id}-day`} className="sr-only">
          {words.dayLabel}
        </Label>
        <TextInput
          type="date"
          size="lg"
          max={today}
          className="h-12"
          {...form.register('paidOn')}
          {...fieldA11y(`${id}-day`, null, error)}
        />
        <FieldError id={`${id}-day-error`} message={error} alert className="max-w-64" />
      </div>
      <button
        type="submit"
        disabled={payment.isPending}
        className={`${button} border-primary-700 bg-primary-700 text-white hover:bg-primary-800`}
      >
        {words.mark}
        <span className="sr-only">{words.markHidden}</span>
      </button>
    </form>
  );
}
