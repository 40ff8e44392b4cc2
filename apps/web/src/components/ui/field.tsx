import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  help?: string;
};

/** A labelled input for the back office: large, its help and its error (icon and text) under it. */
export function Field({ id, label, error, help, className, ...input }: Props) {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`h-12 w-full rounded-lg border bg-white px-3 text-base text-gray-900 ${error ? 'border-red-700' : 'border-gray-400'}`}
      />
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-gray-700">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
