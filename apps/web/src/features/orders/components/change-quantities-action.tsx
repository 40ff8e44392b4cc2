import { type ChangeOrderLinesInput, ChangeOrderLinesRequest, type Order } from '@boucherie/contract';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useFocusOnToggle } from '../../../lib/use-focus-on-toggle';
import { useChangeOrderLines } from '../api/change-order-lines';
import { useRaisePayment } from '../api/raise-payment';
import {
  changeErrorsFrom,
  changeRequest,
  draftState,
  type QuantityDraft,
  type TodayArticle,
  totalsAfter,
} from '../lib/quantity-changes';
import { OrderTotalsList } from './order-totals-list';
import { QuantityChangeRow } from './quantity-change-row';

type Props = {
  order: Order;
  /** Today's prices of the order's articles, by article id (the route reads them from the catalogue). */
  today: ReadonlyMap<number, TodayArticle>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The quantity of each line, by « a<article> »: react-hook-form would read a bare number as an array's index. */
type Values = { quantities: Record<string, number> };
const valuesOf = (order: Order): Values => ({
  quantities: Object.fromEntries(order.lines.map((line) => [`a${line.articleId}`, line.quantity])),
});
const draftOf = (values: Values): QuantityDraft =>
  Object.fromEntries(
    Object.entries(values.quantities ?? {}).map(([key, quantity]) => [Number(key.slice(1)), quantity]),
  );

const trigger =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-primary-700 bg-white px-5 font-semibold text-primary-800 hover:bg-primary-50';
const primary =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-gray-500';
const secondary =
  'inline-flex min-h-12 items-center rounded-lg border border-gray-400 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100';

/**
 * "Modifier les quantités" while the server says the order can still be changed: a stepper and a remove
 * button per line, the new total before saving, the server's refusals at the line or at the top.
 */
export function ChangeQuantitiesAction({ order, today, open, onOpenChange }: Props) {
  const change = useChangeOrderLines(order.id);
  const raise = useRaisePayment(order.id);
  // A held card too small for the new quantities: what it holds, what they need, and the request to authorise.
  const [tooSmall, setTooSmall] = useState<{ held: number; needed: number; request: ChangeOrderLinesInput } | null>(
    null,
  );
  // The contract's rules read the request the draft makes: the kept lines, in the order's order.
  const form = useZodForm<Values, typeof ChangeOrderLinesRequest>(ChangeOrderLinesRequest, valuesOf(order), (values) =>
    changeRequest(order, draftOf(values)),
  );
  const draft = draftOf({ quantities: useWatch({ control: form.control, name: 'quantities' }) });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const topErrorRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useFocusOnToggle(open, titleRef, triggerRef);

  if (!order.cancellableUntil) return null;
  const until = `Possible jusqu’au ${formatDateTime(order.cancellableUntil)}.`;

  function start() {
    form.reset(valuesOf(order));
    setTooSmall(null);
    onOpenChange(true);
  }

  if (!open) {
    return (
      // Until when is said once, under "Annuler ma commande": the same deadline for both.
      <button ref={triggerRef} type="button" onClick={start} className={trigger}>
        Modifier les quantités
      </button>
    );
  }

  const state = draftState(order, draft);
  const totals = totalsAfter(order, draft, today);
  const before = order.priceBasis === 'HT' ? order.totalHT : order.totalTTC;

  const save = form.handleSubmit(async (request) => {
    try {
      const changed = await change.mutateAsync(request);
      onOpenChange(false);
      const amount = changed.priceBasis === 'HT' ? `${formatEuros(changed.totalHT)} HT` : formatEuros(changed.totalTTC);
      void showToast('success', `Commande n°\u00a0${changed.number} modifiée. Nouveau total\u00a0: ${amount}.`);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'HOLD_TOO_SMALL') {
        const { heldAmount = 0, neededAmount = 0 } = failure.problem;
        setTooSmall({ held: heldAmount, needed: neededAmount, request });
        requestAnimationFrame(() => topErrorRef.current?.focus());
        return;
      }
      const fallback = failure instanceof Error ? failure.message : 'La commande n’a pas pu être modifiée.';
      const errors = changeErrorsFrom(request, isApiError(failure) ? failure.problem.errors : undefined, fallback);
      for (const [articleId, message] of Object.entries(errors.lines)) {
        form.setError(`quantities.a${articleId}`, { type: 'server', message });
      }
      if (errors.top) form.setError('root', { type: 'server', message: errors.top });
      // The summary at the top says what went wrong; the line's own message is under it.
      requestAnimationFrame(() => topErrorRef.current?.focus());
    }
  });

  const { errors } = form.formState;
  // The contract's rules name a line by its place in the request (`lines.0.quantity`), the server by its article.
  const byIndex = errors as unknown as Record<string, { message?: string } | undefined>;
  const sent = changeRequest(order, draft).lines;
  const lineError = (articleId: number) =>
    errors.quantities?.[`a${articleId}`]?.message ??
    byIndex[`lines.${sent.findIndex((l) => l.articleId === articleId)}.quantity`]?.message;
  const lineErrors = order.lines.filter((line) => lineError(line.articleId)).length;
  const summary = errors.root?.message || (lineErrors === 0 ? '' : 'Vérifiez la quantité signalée ci-dessous.');
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50/40 p-4"
    >
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-lg font-bold text-gray-900">
        Modifier les quantités
      </h3>
      <p className="text-sm text-gray-700">{until} Une ligne dont la quantité change est comptée au prix du jour.</p>
      {summary && (
        <p
          ref={topErrorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
        >
          {summary}
        </p>
      )}
      {tooSmall && (
        <div
          ref={topErrorRef}
          tabIndex={-1}
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3"
        >
          <p className="font-semibold text-gray-900">
            Votre carte garantit {formatEuros(tooSmall.held)}&nbsp;; avec ces quantités, il faut{' '}
            {formatEuros(tooSmall.needed)}.
          </p>
          <p className="text-sm text-gray-800">
            Autorisez le nouveau montant sur la page de paiement&nbsp;: le changement est fait dès qu’il est bloqué, et
            l’ancien blocage est levé. Vous ne paierez toujours que le poids réel.
          </p>
          <button
            type="button"
            className={primary}
            disabled={raise.isPending}
            onClick={() =>
              raise.mutate(tooSmall.request, {
                onError: (error) =>
                  void showToast(
                    'error',
                    error instanceof Error ? error.message : 'Le nouveau montant n’a pas pu être demandé.',
                  ),
              })
            }
          >
            {raise.isPending ? 'Ouverture de la page de paiement…' : `Autoriser ${formatEuros(tooSmall.needed)}`}
          </button>
        </div>
      )}
      <ul aria-label="Nouvelles quantités" className="divide-y divide-gray-200">
        {order.lines.map((line) => (
          <QuantityChangeRow
            key={line.articleId}
            line={line}
            basis={order.priceBasis}
            quantity={draft[line.articleId] ?? 0}
            today={today.get(line.articleId)}
            error={lineError(line.articleId)}
            disabled={change.isPending}
            onChange={(quantity) => form.setValue(`quantities.a${line.articleId}`, quantity, { shouldValidate: true })}
          />
        ))}
      </ul>
      <NewAmount totals={totals} state={state} before={`${formatEuros(before)} ${order.priceBasis}`} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primary}
          disabled={state !== 'changed' || change.isPending}
          onClick={() => void save()}
        >
          {change.isPending ? 'Enregistrement…' : 'Enregistrer les quantités'}
        </button>
        <button type="button" className={secondary} disabled={change.isPending} onClick={() => onOpenChange(false)}>
          Annuler
        </button>
      </div>
    </section>
  );
}

/** The totals the change would give, and what they replace. */
function NewAmount({
  totals,
  state,
  before,
}: {
  totals: ReturnType<typeof totalsAfter>;
  state: ReturnType<typeof draftState>;
  before: string;
}) {
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <p className="font-semibold text-gray-900">Nouveau montant</p>
      <OrderTotalsList totals={totals} />
      <p role="status" className="text-sm text-gray-700">
        {state === 'changed' ? `Au lieu de ${before} actuellement.` : ''}
      </p>
      {state === 'empty' && (
        <p className="text-sm font-semibold text-red-800">
          Gardez au moins un article. Pour tout retirer, annulez la commande.
        </p>
      )}
    </div>
  );
}
