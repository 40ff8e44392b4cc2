import { type AdminOrderDetail, CANCEL_REASON_MAX_LENGTH } from '@boucherie/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useFocusOnToggle } from '../../../lib/use-focus-on-toggle';
import { useChangeStatus } from '../api/change-order-status';
import { hasUnweighedLines, nextStep } from '../lib/admin-status';
import { NextStepButton } from './next-step-button';
import { StatusPill } from './status-pill';

const secondary =
  'inline-flex min-h-12 items-center justify-center rounded-lg border-2 px-4 font-semibold hover:bg-gray-100 disabled:cursor-wait';

/** Cancelling asks why (the customer is told): a reason field, then the confirmation. */
function CancelOrder({ order }: { order: AdminOrderDetail }) {
  const id = useId();
  const change = useChangeStatus(order.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusOnToggle(open, field, opener);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Indiquez le motif de l’annulation.');
      field.current?.focus();
      return;
    }
    try {
      await change.mutateAsync({ status: 'Cancelled', reason: reason.trim() });
      void showToast('success', `Commande n°\u00a0${order.number} annulée. Le client est prévenu.`);
    } catch (failure) {
      const message = isApiError(failure, 400) ? failure.problem.errors?.Reason?.[0] : undefined;
      setError(message ?? (failure instanceof Error ? failure.message : 'La commande n’a pas pu être annulée.'));
    }
  }

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className={`${secondary} border-red-700 bg-white text-red-800`}
      >
        Annuler la commande
      </button>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 rounded-xl bg-red-50 p-3 ring-1 ring-red-200"
    >
      <label htmlFor={id} className="font-semibold text-gray-900">
        Motif de l’annulation
      </label>
      <textarea
        ref={field}
        id={id}
        rows={3}
        maxLength={CANCEL_REASON_MAX_LENGTH}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setReason(event.target.value);
          setError('');
        }}
        className="rounded-lg border border-gray-400 bg-white p-2 text-base"
      />
      <p id={`${id}-help`} className="text-sm text-gray-700">
        Le client reçoit ce motif par SMS et par e-mail.
      </p>
      {error && (
        <p id={`${id}-error`} className="font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={change.isPending}
          className="inline-flex min-h-12 items-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:cursor-wait"
        >
          Confirmer l’annulation
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className={`${secondary} border-gray-400 bg-white text-gray-900`}
        >
          Ne pas annuler
        </button>
      </div>
    </form>
  );
}

/** Where the order stands, its one step forward, and the way out (cancel). */
export function StatusPanel({ order }: { order: AdminOrderDetail }) {
  const step = nextStep(order);
  const unweighed = order.lines.filter((l) => l.saleUnit === 'kg' && l.weighedQuantity === null && !l.isUnavailable);
  const over = order.status === 'Completed' || order.status === 'Cancelled';
  return (
    <section
      aria-labelledby="status-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200"
    >
      <h2 id="status-title" className="flex items-center justify-between gap-2 text-lg font-bold text-gray-900">
        Statut
        <StatusPill order={order} className="text-base" />
      </h2>
      {order.status === 'Cancelled' && order.cancelReason && (
        <p className="text-gray-800">Motif&nbsp;: {order.cancelReason}</p>
      )}
      {step && <NextStepButton order={order} className="w-full" />}
      {step?.status === 'Ready' && hasUnweighedLines(order) && (
        <p className="text-sm text-amber-900">Reste à peser&nbsp;: {unweighed.map((l) => l.designation).join(', ')}.</p>
      )}
      {!over && <CancelOrder order={order} />}
    </section>
  );
}
