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
  const {
    update,
    input,
    lotInput,
    correctButton,
    text,
    setText,
    lot,
    setLot,
    error,
    setError,
    lotError,
    setLotError,
    saved,
    asking,
    save,
    submit,
    correct,
  } = useWeighing(orderId, line);

  // What will be saved, shown as it is typed: « 520 » reads as 0,520 kg before anyone presses Enregistrer.
  const reading = text.trim() === '' ? null : parseWeight(text);
  const readingText = reading?.ok && text.trim() !== formatKilograms(reading.kg) ? formatKilograms(reading.kg) : '';
  const describedBy = [`${id}-help`, readingText && `${id}-reading`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={id} className="font-semibold text-gray-900">
            Poids pesé <span className="sr-only">de «&nbsp;{line.designation}&nbsp;»</span>
          </label>
          <input
            ref={input}
            id={id}
            {...{ [WEIGHT_INPUT]: '' }}
            data-weighed={String(line.weighedQuantity !== null)}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="done"
            value={text}
            disabled={disabled || update.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setText(event.target.value);
              setError('');
            }}
            placeholder="0,000 kg"
            className="h-16 w-48 rounded-lg border-2 border-gray-400 bg-white px-3 text-right text-3xl font-bold tabular-nums text-gray-900 placeholder:font-normal placeholder:text-gray-400 aria-invalid:border-red-700 disabled:bg-gray-100"
          />
        </div>
        <LotField
          id={`${id}-lot`}
          ref={lotInput}
          designation={line.designation}
          value={lot}
          error={lotError}
          disabled={disabled || update.isPending}
          onChange={(value) => {
            setLot(value);
            setLotError('');
          }}
        />
        <button
          type="submit"
          disabled={disabled || update.isPending}
          className="inline-flex h-16 items-center rounded-lg bg-gray-900 px-5 text-lg font-semibold text-white hover:bg-gray-700 disabled:cursor-not-allowed disabled:bg-gray-400"
        >
          {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
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
      <FieldError id={`${id}-error`} message={error} />
      <FieldError id={`${id}-lot-error`} message={lotError} />
      <p role="status" className="text-sm font-semibold text-primary-800">
        {saved}
      </p>
      {asking && (
        <WeightConfirm
          id={id}
          asking={asking}
          ordered={line.quantity}
          pending={update.isPending}
          correctButton={correctButton}
          onSave={(agreement) => void save(asking.kg, true, agreement)}
          onCorrect={correct}
        />
      )}
    </div>
  );
}
