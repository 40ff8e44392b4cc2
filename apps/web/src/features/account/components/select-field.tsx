import type { ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/text-input';

type Props = {
  id: string;
  label: string;
  /** A controlled field (useController): a select's value is set by React, whatever the DOM does. */
  field: Pick<ControllerRenderProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  autoComplete?: string;
  className?: string;
};

export function SelectField({ id, label, field, options, error, hint, optional, autoComplete, className }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(a11y) => (
        <Select
          {...a11y}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
