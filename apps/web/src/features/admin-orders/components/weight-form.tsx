import type { AdminOrderLine, WeighingAgreement } from '@boucherie/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { formatEuros, formatKilograms } from '../../../lib/format';
import { useUpdateLine } from '../hooks/use-order-updates';
import { parseWeight } from '../lib/parse-weight';
import { AGREEMENT_LABELS, agreementButton } from './agreement-flag';
import { LotField } from './lot-field';

/** Marks the weight fields, so that a saved weight moves on to the next line still to weigh. */
const WEIGHT_INPUT = 'data-weight-input';

function focusNextWeight(from: HTMLInputElement | null) {
  const fields = [...document.querySelectorAll<HTMLInputElement>(`[${WEIGHT_INPUT}]`)];
  const next = fields.slice(fields.indexOf(from as HTMLInputElement) + 1).find((f) => f.dataset.weighed === 'false');
  next?.focus();
}

type Props = { orderId: number; line: AdminOrderLine; disabled: boolean };

/**
 * The big weight field of a weighed line: a scale's reading typed or pasted ("1,62", "1.62", "1 620 g",
 * "520": grams), shown as read before it is saved.
 * The server answers the re-priced order; a weight beyond the shop's tolerance is asked again, and one that
 * raises the price asks how the customer agreed (ADR 043): trim the piece, or note the phone or the counter.
 */
export function WeightForm({ orderId, line, disabled }: Props) {
  const id = useId();
  const update = useUpdateLine(orderId);
  const input = useRef<HTMLInputElement>(null);
  const lotInput = useRef<HTMLInputElement>(null);
  const correctButton = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(line.weighedQuantity === null ? '' : formatKilograms(line.weighedQuantity));
  // The line's own lot once weighed; before, the article's lot on sale, which staff overwrite for another lot.
  const [lot, setLot] = useState(line.lotNumber ?? line.articleLotNumber ?? '');
  const [error, setError] = useState('');
  const [lotError, setLotError] = useState('');
  const [saved, setSaved] = useState('');
  const [asking, setAsking] = useState<{ kg: number; message: string } | null>(null);

  useEffect(() => {
    if (asking) correctButton.current?.focus();
  }, [asking]);

  // A refused save puts the focus on the field to correct, once the fields are enabled again.
  const [refocus, setRefocus] = useState<'weight' | 'lot' | null>(null);
  useEffect(() => {
    if (!refocus || update.isPending) return;
    (refocus === 'lot' ? lotInput : input).current?.focus();
    setRefocus(null);
  }, [refocus, update.isPending]);

  async function save(kg: number, confirm: boolean, agreement?: WeighingAgreement) {
    setError('');
    setLotError('');
    setSaved('');
    try {
      const order = await update.mutateAsync({
        lineId: line.id,
        weighedQuantity: kg,
        lotNumber: lot,
        confirm,
        ...(agreement && { agreement }),
      });
      setAsking(null);
      setText(formatKilograms(kg));
      // An emptied lot comes back as the article's: show what the line keeps.
      const kept = order.lines.find((l) => l.id === line.id)?.lotNumber ?? null;
      setLot(kept ?? '');
      const total = order.priceBasis === 'HT' ? order.totalHT : order.totalTTC;
      const lotSaved = kept ? `, lot ${kept}` : '';
      setSaved(
        `Poids enregistré\u00a0: ${formatKilograms(kg)}${lotSaved}. Total de la commande\u00a0: ${formatEuros(total)} ${order.priceBasis}.`,
      );
      focusNextWeight(input.current);
    } catch (failure) {
      if (isApiError(failure, 409) && !confirm) {
        setAsking({ kg, message: failure.message });
        return;
      }
      setAsking(null);
      const errors = isApiError(failure, 400) ? failure.problem.errors : undefined;
      if (errors?.LotNumber?.[0]) {
        setLotError(errors.LotNumber[0]);
        setRefocus('lot');
        return;
      }
      const fieldMessage = errors?.WeighedQuantity?.[0];
      setError(fieldMessage ?? (failure instanceof Error ? failure.message : 'Le poids n’a pas pu être enregistré.'));
      setRefocus('weight');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const reading = parseWeight(text);
    if (!reading.ok) {
      setError(reading.error);
      setSaved('');
      input.current?.focus();
      return;
    }
    void save(reading.kg, false);
  }

  function correct() {
    setAsking(null);
    input.current?.focus();
    input.current?.select();
  }

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
        <div
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={`${id}-confirm-title`}
          aria-describedby={`${id}-confirm-detail`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') correct();
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
            {asking.kg > line.quantity ? (
              <>
                {(Object.keys(AGREEMENT_LABELS) as WeighingAgreement[]).map((agreement) => (
                  <button
                    key={agreement}
                    type="button"
                    disabled={update.isPending}
                    onClick={() => void save(asking.kg, true, agreement)}
                    className={agreementButton}
                  >
                    {AGREEMENT_LABELS[agreement]}
                  </button>
                ))}
                <button
                  type="button"
                  disabled={update.isPending}
                  onClick={() => void save(asking.kg, true)}
                  className="inline-flex min-h-12 items-center rounded-lg border-2 border-amber-700 bg-white px-4 font-semibold text-amber-900 hover:bg-amber-100 disabled:cursor-wait"
                >
                  Enregistrer sans accord noté
                </button>
              </>
            ) : (
              <button
                type="button"
                disabled={update.isPending}
                onClick={() => void save(asking.kg, true)}
                className={agreementButton}
              >
                Oui, enregistrer {formatKilograms(asking.kg)}
              </button>
            )}
            <button
              ref={correctButton}
              type="button"
              onClick={correct}
              className="inline-flex min-h-12 items-center rounded-lg border border-gray-500 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100"
            >
              Corriger la pesée
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
