import type { ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { describedBy, FieldError, inputClass } from './field-error';

type Props = {
  id: string;
  label: string;
  /** A controlled field (useController): a select's value is set by React, whatever the DOM does. */
  field: Pick<ControllerRenderProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  help?: ReactNode;
  optional?: boolean;
  autoComplete?: string;
  className?: string;
};

export function SelectField({ id, label, field, options, error, help, optional, autoComplete, className }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-gray-900">
        {label}
        {optional && <span className="font-normal text-gray-700"> (facultatif)</span>}
      </label>
      <select
        id={id}
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className={inputClass(Boolean(error))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-gray-700">
          {help}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
