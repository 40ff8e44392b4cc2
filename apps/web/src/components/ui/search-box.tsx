import { type FormEvent, type ReactNode, useId } from 'react';
import { SearchIcon } from './icons';

type Props = {
  label: string;
  /** Under the box: what one may type. */
  help: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The submit button: its text, its classes, and whether it waits for an answer. */
  button: { text: string; className: string; disabled?: boolean };
  /** Said under the help and tied to the input. */
  error?: string;
  /** The `search` landmark's classes (its width). */
  className: string;
  /** Added to the input's classes (tabular figures for numbers). */
  inputClassName?: string;
  maxLength?: number;
  enterKeyHint: 'search' | 'go';
};

/** A labelled search box: the input and its button side by side, the help, then the error; Entrée submits. */
export function SearchBox({
  label,
  help,
  value,
  onChange,
  onSubmit,
  button,
  error,
  className,
  inputClassName = '',
  maxLength,
  enterKeyHint,
}: Props) {
  const id = useId();
  return (
    <search className={className}>
      <form onSubmit={onSubmit} className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold text-gray-900">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={value}
            maxLength={maxLength}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint={enterKeyHint}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
            className={`min-h-12 min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 text-lg ${inputClassName}`.trim()}
          />
          <button type="submit" disabled={button.disabled} className={button.className}>
            <SearchIcon />
            {button.text}
          </button>
        </div>
        <p id={`${id}-help`} className="text-sm text-gray-700">
          {help}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        )}
      </form>
    </search>
  );
}
