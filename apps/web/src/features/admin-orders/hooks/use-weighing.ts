import { type AdminOrderLine, WeighedQuantity, type WeighingAgreement } from '@boucherie/contract';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error';
import { formatEuros, formatKilograms } from '../../../lib/format';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useUpdateLine } from '../api/update-order-line';
import { parseWeight } from '../lib/parse-weight';

/** Marks the weight fields, so that a saved weight moves on to the next line still to weigh. */
export const WEIGHT_INPUT = 'data-weight-input';

type Values = { weighedQuantity: string; lotNumber: string };
const FIELDS = ['weighedQuantity', 'lotNumber'] as const;

/**
 * The scale's reading as typed (« 520 » is 520 g), read into the contract's weight. The lot is left to the
 * server's rule: its refusal comes back under the lot field, the weight kept as typed.
 */
const WeighingForm = z.object({
  weighedQuantity: z
    .string()
    .transform((text, ctx) => {
      const reading = parseWeight(text);
      if (reading.ok) return reading.kg;
      ctx.addIssue({ code: 'custom', message: reading.error });
      return z.NEVER;
    })
    .pipe(WeighedQuantity),
  lotNumber: z.string(),
});

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
  const input = useRef<HTMLInputElement | null>(null);
  const correctButton = useRef<HTMLButtonElement>(null);
  const form = useZodForm<Values, typeof WeighingForm>(
    WeighingForm,
    {
      weighedQuantity: line.weighedQuantity === null ? '' : formatKilograms(line.weighedQuantity),
      // The line's own lot once weighed; before, the article's lot on sale, which staff overwrite for another lot.
      lotNumber: line.lotNumber ?? line.articleLotNumber ?? '',
    },
    undefined,
    { checkOn: 'submit' },
  );
  const text = useWatch({ control: form.control, name: 'weighedQuantity' });
  const [saved, setSaved] = useState('');
  const [asking, setAsking] = useState<{ kg: number; message: string } | null>(null);

  useEffect(() => {
    if (asking) correctButton.current?.focus();
  }, [asking]);

  // A refused save puts the focus on the field to correct, once the fields are enabled again.
  const [refocus, setRefocus] = useState<(typeof FIELDS)[number] | null>(null);
  useEffect(() => {
    if (!refocus || update.isPending) return;
    form.setFocus(refocus);
    setRefocus(null);
  }, [refocus, update.isPending, form.setFocus]);

  // Typing again takes the field's message away, until the next save says otherwise.
  const { ref: weightRef, ...weightField } = form.register('weighedQuantity', {
    onChange: () => form.clearErrors('weighedQuantity'),
  });
  const weight = {
    ...weightField,
    ref: (element: HTMLInputElement | null) => {
      weightRef(element);
      input.current = element;
    },
  };
  const lot = form.register('lotNumber', { onChange: () => form.clearErrors('lotNumber') });

  async function save(kg: number, confirm: boolean, agreement?: WeighingAgreement) {
    form.clearErrors();
    setSaved('');
    try {
      const order = await update.mutateAsync({
        lineId: line.id,
        weighedQuantity: kg,
        lotNumber: form.getValues('lotNumber'),
        confirm,
        ...(agreement && { agreement }),
      });
      setAsking(null);
      // An emptied lot comes back as the article's: show what the line keeps.
      const kept = order.lines.find((l) => l.id === line.id)?.lotNumber ?? null;
      form.reset({ weighedQuantity: formatKilograms(kg), lotNumber: kept ?? '' });
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
      const other = applyServerErrors(failure, FIELDS, form.setError, 'Le poids n’a pas pu être enregistré.');
      if (other) form.setError('weighedQuantity', { type: 'server', message: other });
      setRefocus(form.getFieldState('lotNumber').error ? 'lotNumber' : 'weighedQuantity');
    }
  }

  const submit = form.handleSubmit(
    (request) => save(request.weighedQuantity, false),
    (errors, event) => {
      setSaved('');
      focusFirstInvalid(errors, event);
    },
  );

  function correct() {
    setAsking(null);
    form.setFocus('weighedQuantity', { shouldSelect: true });
  }

  const { errors } = form.formState;
  return {
    update,
    correctButton,
    text,
    weight,
    lot,
    error: errors.weighedQuantity?.message ?? '',
    lotError: errors.lotNumber?.message ?? '',
    saved,
    asking,
    save,
    submit,
    correct,
  };
}
