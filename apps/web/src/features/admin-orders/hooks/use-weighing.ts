import type { AdminOrderLine, WeighingAgreement } from '@boucherie/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { formatEuros, formatKilograms } from '../../../lib/format';
import { useUpdateLine } from '../api/update-order-line';
import { parseWeight } from '../lib/parse-weight';

/** Marks the weight fields, so that a saved weight moves on to the next line still to weigh. */
export const WEIGHT_INPUT = 'data-weight-input';

function focusNextWeight(from: HTMLInputElement | null) {
  const fields = [...document.querySelectorAll<HTMLInputElement>(`[${WEIGHT_INPUT}]`)];
  const next = fields.slice(fields.indexOf(from as HTMLInputElement) + 1).find((f) => f.dataset.weighed === 'false');
  next?.focus();
}

/**
 * A weighed line's weight and lot as typed, their save, and what the server answers: the re-priced order, a
 * weight to confirm (beyond the tolerance, or dearer: ADR 043), or a refusal under the field to correct.
 */
export function useWeighing(orderId: number, line: AdminOrderLine) {
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

  return {
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
  };
}
