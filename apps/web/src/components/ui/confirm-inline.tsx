import { type ReactNode, useId, useRef, useState } from 'react';
import { useFocusOnToggle } from '../../lib/use-focus-on-toggle';

type Props = {
  /** The button that asks the question. */
  triggerLabel: string;
  triggerClassName: string;
  question: string;
  detail: ReactNode;
  /** The question box's border and background: the tone of what is at stake, red (something is lost) unless said. */
  toneClassName?: string;
  /** While the action runs: no way back, Escape included. */
  busy: boolean;
  /** The button that does it, styled by the caller. */
  confirm: ReactNode;
  /** The safe choice's words: « Annuler » unless the action is itself a cancelling (« Non, garder la commande »). */
  keepLabel?: string;
};

const cancelClass =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-400 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100';

/**
 * An action asked twice, in place: the button opens a question under it (an alert dialog that does not
 * trap the page), focus goes to "Annuler", and back to the button when the question is dismissed.
 */
export function ConfirmInline({
  triggerLabel,
  triggerClassName,
  question,
  detail,
  toneClassName = 'border-red-300 bg-red-50',
  busy,
  confirm,
  keepLabel = 'Annuler',
}: Props) {
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useFocusOnToggle(asking, cancelRef, openRef);

  if (!asking) {
    return (
      <button ref={openRef} type="button" onClick={() => setAsking(true)} className={triggerClassName}>
        {triggerLabel}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-detail`}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${toneClassName}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) setAsking(false);
      }}
    >
      <p id={`${id}-question`} className="font-semibold text-gray-900">
        {question}
      </p>
      <div id={`${id}-detail`} className="text-gray-800">
        {detail}
      </div>
      <div className="flex flex-wrap gap-2">
        {confirm}
        <button ref={cancelRef} type="button" onClick={() => setAsking(false)} disabled={busy} className={cancelClass}>
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
