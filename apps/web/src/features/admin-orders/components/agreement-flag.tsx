import type { AdminOrderLine, WeighingAgreement } from '@boucherie/contract';
import { showToast } from '../../../lib/toast';
import { useUpdateLine } from '../api/update-order-line';

/** How staff say the customer agreed to a price beyond the tolerance: the same words on every button. */
export const AGREEMENT_LABELS: Record<WeighingAgreement, string> = {
  phone: 'Accord du client par téléphone',
  counter: 'Accord du client au comptoir',
};

export const agreementButton =
  'inline-flex min-h-12 items-center rounded-lg bg-amber-700 px-4 font-semibold text-white hover:bg-amber-800 disabled:cursor-wait';

type Props = { orderId: number; line: AdminOrderLine; editable: boolean };

/**
 * A weight saved beyond the tolerance at a higher price with no note of the customer's word (ADR 043): said on
 * the line until staff note how the customer agreed, or weigh again.
 */
export function AgreementFlag({ orderId, line, editable }: Props) {
  const update = useUpdateLine(orderId);

  async function note(agreement: WeighingAgreement) {
    try {
      await update.mutateAsync({ lineId: line.id, agreement });
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'L’accord n’a pas pu être noté.');
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3">
      <p className="font-semibold text-gray-900">
        <span aria-hidden="true">⚠ </span>
        Accord du client non noté&nbsp;: ce poids dépasse la tolérance et fait monter le prix. Appelez le client, ou
        parez la pièce et pesez à nouveau.
      </p>
      {editable && (
        <div className="flex flex-wrap gap-2">
          {(Object.keys(AGREEMENT_LABELS) as WeighingAgreement[]).map((agreement) => (
            <button
              key={agreement}
              type="button"
              disabled={update.isPending}
              onClick={() => void note(agreement)}
              className={agreementButton}
            >
              {AGREEMENT_LABELS[agreement]}
              <span className="sr-only"> pour «&nbsp;{line.designation}&nbsp;»</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
