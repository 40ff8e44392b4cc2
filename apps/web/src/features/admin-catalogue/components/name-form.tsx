import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

type Props = {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
};

/** One name to type (a new category, a renaming): Entrée saves, Échap cancels. */
export function NameForm({ label, initial = '', submitLabel, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const [name, setName] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // A renaming opens on the owner's tap: the field takes the focus it was asked for.
  useEffect(() => {
    if (onCancel) input.current?.focus();
  }, [onCancel]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onSubmit(name)) setName(initial);
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          value={name}
          ref={input}
          onChange={(event) => setName(event.target.value)}
          className="min-h-12 rounded-lg border border-gray-400 px-3"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
      >
        {submitLabel}
      </button>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="min-h-12 rounded-lg border border-gray-400 bg-white px-4 font-medium"
        >
          Annuler
        </button>
      )}
    </form>
  );
}
