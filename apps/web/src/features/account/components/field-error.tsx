/** An error under a field: an icon and the text, never colour alone. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-px size-4 shrink-0">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

/** The ids a field's aria-describedby lists: its help, then its error when shown. */
export function describedBy(id: string, help: unknown, error: string | undefined) {
  return [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export const inputClass = (invalid: boolean) =>
  `h-11 w-full rounded-lg border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-100 ${
    invalid ? 'border-red-700' : 'border-gray-400'
  }`;
