import type { AdminOrderLine } from '@boucherie/contract';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { formatKilograms } from '../../../lib/format';
import { useWeighing, WEIGHT_INPUT } from '../hooks/use-weighing';
import { parseWeight } from '../lib/parse-weight';
import { LotField } from './lot-field';
import { WeightConfirm } from './weight-confirm';

type Props = { orderId: number; line: AdminOrderLine; disabled: boolean };

/**
 * The big weight field of a weighed line: a scale's reading typed or pasted ("1,62", "1.62", "1 620 g",
 * "520": grams), shown as read before it is saved.
 * The server answers the re-priced order; a weight beyond the shop's tolerance is asked again, and one that
 * raises the price asks how the customer agreed (ADR 043): trim the piece, or note the phone or the counter.
 */
export function WeightForm({ orderId, line, disabled }: Props) {
  const id = useId();
  const w = useWeighing(orderId, line);

  // What will be saved, shown as it is typed: « 520 » reads as 0,520 kg before anyone presses Enregistrer.
  const reading = w.text.trim() === '' ? null : parseWeight(w.text);
  const readingText = reading?.ok && w.text.trim() !== formatKilograms(reading.kg) ? formatKilograms(reading.kg) : '';
  const describedBy = [`${id}-help`, readingText && `${id}-reading`, w.error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-2">
      <form noValidate onSubmit={(event) => void w.submit(event)} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={id} className="font-semibold text-gray-900">
            Poids pesé <span className="sr-only">de «&nbsp;{line.designation}&nbsp;»</span>
          </label>
          <input
            id={id}
            {...{ [WEIGHT_INPUT]: '' }}
            data-weighed={String(line.weighedQuantity !== null)}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="done"
            {...w.weight}
            disabled={disabled || w.update.isPending}
            aria-invalid={w.error ? true : undefined}
            aria-describedby={describedBy}
            placeholder="0,000 kg"
            className="h-16 w-48 rounded-lg border-2 border-gray-400 bg-white px-3 text-right text-3xl font-bold tabular-nums text-gray-900 placeholder:font-normal placeholder:text-gray-400 aria-invalid:border-red-700 disabled:bg-gray-100"
          />
        </div>
        <LotField
          id={`${id}-lot`}
          registration={w.lot}
          designation={line.designation}
          error={w.lotError}
          disabled={disabled || w.update.isPending}
        />
        <button
          type="submit"
          disabled={disabled || w.update.isPending}
          className="inline-flex h-16 items-center rounded-lg bg-gray-900 px-5 text-lg font-semibold text-white hover:bg-gray-700 disabled:cursor-not-allowed disabled:bg-gray-400"
        >
          {w.update.isPending ? 'Enregistrement…' : 'Enregistrer'}
          <span className="sr-only"> le poids de «&nbsp;{line.designation}&nbsp;»</span>
        </button>
      </form>
      <p id={`${id}-reading`} aria-live="polite" className="min-h-7 text-lg font-bold text-gray-900 tabular-nums">
        {readingText && <>Poids lu&nbsp;: {readingText}</>}
      </p>
      <p className="text-sm text-gray-700">
        <span id={`${id}-help`}>Poids en kg (1,62) ou en grammes (520 ou 1 620 g).</span>{' '}
        <span id={`${id}-lot-help`}>
          Lot&nbsp;: celui de l’article en vente, à changer si la viande vient d’un autre.
        </span>
      </p>
      <FieldError id={`${id}-error`} message={w.error} />
      <FieldError id={`${id}-lot-error`} message={w.lotError} />
      <p role="status" className="text-sm font-semibold text-primary-800">
        {w.saved}
      </p>
      {w.asking && (
        <WeightConfirm
          id={id}
          asking={w.asking}
          ordered={line.quantity}
          pending={w.update.isPending}
          correctButton={w.correctButton}
          onSave={(agreement) => w.asking && void w.save(w.asking.kg, true, agreement)}
          onCorrect={w.correct}
        />
      )}
    </div>
  );
}
