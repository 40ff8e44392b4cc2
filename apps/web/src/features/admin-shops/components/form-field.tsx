import type { ReactNode } from 'react';
import { label as labelClass } from '../lib/styles';

/** An error under a field or a form: an icon and the text, never colour alone. */
export function ErrorText({ id, message }: { id?: string; message: string | undefined | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-800">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

/** What a field takes from its FormField: its id and how it is described. */
export type FieldA11y = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * A label above its field and the server's message under it. `children` receives the ids to put on the
 * field (`aria-describedby`, `aria-invalid`).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (a11y: FieldA11y) => ReactNode;
  className?: string;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">
        {children({ id, 'aria-invalid': Boolean(error), ...(described ? { 'aria-describedby': described } : {}) })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
