import type { ReactNode } from 'react';

export const inputClass = (invalid: boolean) =>
  `min-h-12 w-full rounded-lg border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 ${
    invalid ? 'border-red-700' : 'border-gray-400'
  }`;

/** A labelled field for a counter tablet: label above, help and the French error under it (icon and text). */
export function FormField({
  id,
  label,
  help,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  help?: string;
  error?: string | undefined;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
  className?: string;
}) {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-gray-900">
        {label}
      </label>
      {children({ id, 'aria-describedby': described, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {help && (
        <p id={`${id}-help`} className="text-sm text-gray-700">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-px size-4 shrink-0">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** A big checkbox with its label, for gloved fingers. */
export function CheckField({
  label,
  help,
  ...input
}: { label: string; help?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-3 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50">
      <input type="checkbox" className="mt-0.5 size-6 shrink-0 accent-primary-700" {...input} />
      <span className="flex flex-col">
        <span className="font-semibold text-gray-900">{label}</span>
        {help && <span className="text-sm text-gray-700">{help}</span>}
      </span>
    </label>
  );
}
