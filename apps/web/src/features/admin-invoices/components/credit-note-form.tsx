import type { OrderInvoices } from '@boucherie/contract';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCreateCreditNote } from '../api/create-credit-note';

type Line = OrderInvoices['lines'][number];
const left = (l: Line) => Math.round((l.quantity - l.creditedQuantity) * 1000) / 1000;
const unitText = (l: Line) => (l.unit === 'kg' ? 'kg' : l.unit === 'piece' ? 'pièce(s)' : '');

/** The owner credits a returned or corrected delivery: chosen quantities of the lines, with a reason. */
export function CreditNoteForm({ orderId, invoiceId, lines }: { orderId: number; invoiceId: number; lines: Line[] }) {
  const open = lines.filter((l) => left(l) > 0);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateCreditNote(orderId, invoiceId);
  if (open.length === 0) return <p className="text-gray-700">Cette facture est entièrement créditée.</p>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const chosen = open
      .map((l) => ({ line: l.line, quantity: Number((quantities[l.line] ?? '').replace(',', '.')) }))
      .filter((l) => Number.isFinite(l.quantity) && l.quantity > 0);
    if (chosen.length === 0) {
      setError('Indiquez la quantité à créditer sur au moins une ligne.');
      return;
    }
    try {
      const note = await create.mutateAsync({ reason, lines: chosen });
      setQuantities({});
      setReason('');
      void showToast('success', `Avoir ${note.number} émis.`);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (Object.values(failure.problem.errors ?? {})[0]?.[0] ?? failure.message)
          : 'L’avoir n’a pas pu être émis.',
      );
    }
  };

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
            value={quantities[l.line] ?? ''}
            onChange={(e) => setQuantities({ ...quantities, [l.line]: e.target.value })}
          />
        ))}
        <TextField
          size="lg"
          id="credit-reason"
          label="Motif"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
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
