import type { ComponentProps } from 'react';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

type TextFieldProps = ComponentProps<typeof TextField>;

/** A password with a button to show it while typing (easier on a phone than typing it twice blind). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="absolute inset-y-0 right-0 flex min-w-11 items-center justify-center rounded-r-lg px-2 text-gray-700 hover:text-gray-900"
        >
          <span className="sr-only">Afficher le mot de passe</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
