import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError, inputClass } from './field-error';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoCapitalize' | 'spellCheck' | 'pattern'
>;

export type TextFieldProps = InputProps & {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  help?: ReactNode;
  /** Shown beside the label: "(facultatif)". */
  optional?: boolean;
  /** Inside the input's box, at its right (a show-password button). */
  trailing?: ReactNode;
  className?: string;
};

/** Label above, help under, then the error with its icon; the input says when it is invalid. */
export function TextField({
  id,
  label,
  registration,
  error,
  help,
  optional,
  trailing,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-gray-900">
        {label}
        {optional && <span className="font-normal text-gray-700"> (facultatif)</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          {...inputProps}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          className={`${inputClass(Boolean(error))} ${trailing ? 'pr-12' : ''}`}
        />
        {trailing}
      </div>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-gray-700">
          {help}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
