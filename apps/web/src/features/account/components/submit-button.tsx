import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** While the request runs: the button is disabled and says what is happening. */
  busy: boolean;
  busyLabel: string;
  variant?: 'primary' | 'secondary' | 'danger';
  type?: 'submit' | 'button';
  onClick?: () => void;
  /** Not yet possible (a wait the server imposes): disabled without the busy look. */
  disabled?: boolean;
  className?: string;
};

const VARIANTS = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800',
  secondary: 'border border-gray-400 bg-white text-gray-800 hover:bg-gray-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin motion-reduce:animate-none">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The button says what it does ("Créer mon compte"), and, while it runs, that it is running. */
export function SubmitButton({
  children,
  busy,
  busyLabel,
  variant = 'primary',
  type = 'submit',
  onClick,
  disabled = false,
  className = '',
}: Props) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={busy || disabled}
      aria-disabled={busy || disabled || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-semibold disabled:opacity-80 ${busy ? 'cursor-wait' : 'disabled:cursor-not-allowed'} ${VARIANTS[variant]} ${className}`}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </button>
  );
}
