/**
 * An error under a field or a form: an icon and the text, never colour alone. Nothing when there is no message.
 * `alert` reads it out at once (a message that appears after a submit, away from the focus).
 */
export function FieldError({
  id,
  message,
  alert,
  className = '',
}: {
  id?: string | undefined;
  message: string | undefined | null;
  alert?: boolean;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className={`mt-1 flex items-start gap-1.5 text-sm font-medium text-red-800 ${className}`.trim()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
