import type { WeighingAgreement } from '@boucherie/contract';
import type { RefObject } from 'react';
import { formatKilograms } from '../../../lib/format';
import { AGREEMENT_LABELS, agreementButton } from './agreement-flag';

type Props = {
  id: string;
  /** The weight asked again, and the server's reason (beyond the tolerance, a higher price). */
  asking: { kg: number; message: string };
  /** The quantity ordered: a heavier piece raises the price, so how the customer agreed is noted. */
  ordered: number;
  pending: boolean;
  correctButton: RefObject<HTMLButtonElement | null>;
  onSave: (agreement?: WeighingAgreement) => void;
  onCorrect: () => void;
};

/** « Confirmer ce poids ? »: save it anyway (with the customer's agreement when it costs more), or weigh again. */
export function WeightConfirm({ id, asking, ordered, pending, correctButton, onSave, onCorrect }: Props) {
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-confirm-title`}
      aria-describedby={`${id}-confirm-detail`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCorrect();
      }}
      className="flex flex-col gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4"
    >
      <p id={`${id}-confirm-title`} className="text-lg font-bold text-gray-900">
        Confirmer ce poids&nbsp;?
      </p>
      <p id={`${id}-confirm-detail`} className="text-gray-900">
        {asking.message}
      </p>
      <div className="flex flex-wrap gap-2">
        {asking.kg > ordered ? (
          <>
            {(Object.keys(AGREEMENT_LABELS) as WeighingAgreement[]).map((agreement) => (
              <button
                key={agreement}
                type="button"
                disabled={pending}
                onClick={() => onSave(agreement)}
                className={agreementButton}
              >
                {AGREEMENT_LABELS[agreement]}
              </button>
            ))}
            <button
              type="button"
              disabled={pending}
              onClick={() => onSave()}
              className="inline-flex min-h-12 items-center rounded-lg border-2 border-amber-700 bg-white px-4 font-semibold text-amber-900 hover:bg-amber-100 disabled:cursor-wait"
            >
              Enregistrer sans accord noté
            </button>
          </>
        ) : (
          <button type="button" disabled={pending} onClick={() => onSave()} className={agreementButton}>
            Oui, enregistrer {formatKilograms(asking.kg)}
          </button>
        )}
        <button
          ref={correctButton}
          type="button"
          onClick={onCorrect}
          className="inline-flex min-h-12 items-center rounded-lg border border-gray-500 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100"
        >
          Corriger la pesée
        </button>
      </div>
    </div>
  );
}
