import { type AdminOrderDetail, CANCEL_REASON_MAX_LENGTH, ChangeOrderStatusRequest } from '@boucherie/contract';
import { useId, useRef, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useFocusOnToggle } from '../../../lib/use-focus-on-toggle';
import { useChangeStatus } from '../api/change-order-status';
import { hasUnweighedLines, isUnweighed, nextStep } from '../lib/admin-status';
import { NextStepButton } from './next-step-button';
import { StatusPill } from './status-pill';
import { UnpaidHandover } from './unpaid-handover';

const secondary =
  'inline-flex min-h-12 items-center justify-center rounded-lg border-2 px-4 font-semibold hover:bg-gray-100 disabled:cursor-wait';

/** Cancelling asks why (the customer is told): a reason field, then the confirmation. */
function CancelOrder({ order }: { order: AdminOrderDetail }) {
  const id = useId();
  const change = useChangeStatus(order.id);
  const [open, setOpen] = useState(false);
  // The contract's rule asks the reason of a cancellation; the request is the status and the reason.
  const form = useZodForm<{ reason: string }, typeof ChangeOrderStatusRequest>(
    ChangeOrderStatusRequest,
    { reason: '' },
    ({ reason }) => ({ status: 'Cancelled', reason }),
  );
  const [formError, setFormError] = useState<string>();
  const error = form.formState.errors.reason?.message ?? formError;
  const field = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusOnToggle(open, field, opener);
  const { ref: registerRef, ...reasonField } = form.register('reason', { onChange: () => setFormError(undefined) });

  const submit = form.handleSubmit(async (request) => {
    try {
      await change.mutateAsync({ status: 'Cancelled', reason: request.reason });
      void showToast('success', `Commande n°\u00a0${order.number} annulée. Le client est prévenu.`);
    } catch (failure) {
      setFormError(applyServerErrors(failure, ['reason'], form.setError, 'La commande n’a pas pu être annulée.'));
    }
  }, focusFirstInvalid);

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
      <Field
        id={id}
        label="Motif de l’annulation"
        tone="bold"
        hint="Le client reçoit ce motif par SMS et par e-mail."
        error={error}
        className="flex flex-col gap-1"
      >
        {(a11y) => (
          <textarea
            ref={(element) => {
              registerRef(element);
              field.current = element;
            }}
            rows={3}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            {...reasonField}
            {...a11y}
            className="rounded-lg border border-gray-400 bg-white p-2 text-base aria-[invalid=true]:border-red-700"
          />
        )}
      </Field>
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
  const unweighed = order.lines.filter(isUnweighed);
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
      {step?.status === 'Completed' && order.payment.dueAmount > 0 && <UnpaidHandover order={order} />}
      {step?.status === 'Ready' && hasUnweighedLines(order) && (
        <p className="text-sm text-amber-900">Reste à peser&nbsp;: {unweighed.map((l) => l.designation).join(', ')}.</p>
      )}
      {!over && <CancelOrder order={order} />}
    </section>
  );
}
