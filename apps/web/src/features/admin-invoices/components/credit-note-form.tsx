import { CreateCreditNoteRequest, type OrderInvoices } from '@boucherie/contract';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useCreateCreditNote } from '../api/create-credit-note';
import { repaymentText } from './credit-note-repayment';

type Line = OrderInvoices['lines'][number];
/** One text per line, by « l<line> »: react-hook-form would read a bare number as an array's index. */
type Values = { reason: string; quantities: Record<string, string> };

const left = (l: Line) => Math.round((l.quantity - l.creditedQuantity) * 1000) / 1000;
const unitText = (l: Line) => (l.unit === 'kg' ? 'kg' : l.unit === 'piece' ? 'pièce(s)' : '');
const NO_LINE = 'Indiquez la quantité à créditer sur au moins une ligne.';

/** The lines given a quantity, in the form's order: the request's `lines`, whose errors come back by index. */
const chosenLines = (open: Line[], values: Values) =>
  open
    .map((l) => ({ line: l.line, text: (values.quantities?.[`l${l.line}`] ?? '').trim() }))
    .filter(({ text }) => text !== '')
    .map(({ line, text }) => ({ line, quantity: Number(text.replace(',', '.')) }));

/** The owner credits a returned or corrected delivery: chosen quantities of the lines, with a reason. */
export function CreditNoteForm({ orderId, invoiceId, lines }: { orderId: number; invoiceId: number; lines: Line[] }) {
  const open = lines.filter((l) => left(l) > 0);
  const empty: Values = { reason: '', quantities: {} };
  // The form never asks for the whole invoice (the request without lines): it always sends the chosen ones.
  const form = useZodForm<Values, typeof CreateCreditNoteRequest>(CreateCreditNoteRequest, empty, (values) => ({
    reason: values.reason,
    lines: chosenLines(open, values),
  }));
  const [formError, setFormError] = useState<string>();
  const create = useCreateCreditNote(orderId, invoiceId);
  if (open.length === 0) return <p className="text-gray-700">Cette facture est entièrement créditée.</p>;

  const { errors } = form.formState;
  const errorsByIndex = errors as unknown as Record<string, { message?: string } | undefined>;
  const chosen = chosenLines(open, form.getValues());
  const lineError = (line: number) => {
    const index = chosen.findIndex((c) => c.line === line);
    return index < 0 ? undefined : errorsByIndex[`lines.${index}.quantity`]?.message;
  };
  const reasonError = errors.reason?.message ?? (errorsByIndex.lines ? NO_LINE : undefined) ?? formError;

  const submit = form.handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      const note = await create.mutateAsync(request);
      form.reset(empty);
      const repayment = repaymentText(note);
      const issued = `Avoir ${note.number} émis`;
      void showToast('success', repayment ? `${issued}\u00a0: ${repayment}.` : `${issued}.`);
    } catch (failure) {
      setFormError(applyServerErrors(failure, ['reason'], form.setError, 'L’avoir n’a pas pu être émis.'));
    }
  }, focusFirstInvalid);

  return (
    <details className="rounded-lg border border-gray-200 p-3">
      <summary className="min-h-12 cursor-pointer content-center font-semibold">Faire un avoir</summary>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-3">
        {open.map((l) => (
          <TextField
            size="lg"
            key={l.line}
            id={`credit-${l.line}`}
            label={`${l.designation} (reste ${formatNumber(left(l))} ${unitText(l)})`}
            inputMode="decimal"
            error={lineError(l.line)}
            registration={form.register(`quantities.l${l.line}`)}
          />
        ))}
        <TextField
          size="lg"
          id="credit-reason"
          label="Motif"
          error={reasonError}
          registration={form.register('reason')}
        />
        <button
          type="submit"
          disabled={create.isPending}
          className="inline-flex min-h-12 items-center self-start rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
        >
          Émettre l’avoir
        </button>
      </form>
    </details>
  );
}
