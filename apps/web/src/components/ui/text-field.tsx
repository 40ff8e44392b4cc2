import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldFrame } from './field';
import { TextInput } from './text-input';

type Props = Omit<ComponentProps<typeof TextInput>, 'id' | 'className'> &
  FieldFrame & {
    /** A react-hook-form field: `register('name')`. */
    registration?: UseFormRegisterReturn;
    /** Inside the input's box, at its right (a show-password button). */
    trailing?: ReactNode;
    inputClassName?: string;
  };

/** A labelled text input: label above, hint and error (icon and text) under it, all tied to the input. */
export function TextField({
  id,
  label,
  hint,
  error,
  optional,
  tone,
  registration,
  trailing,
  className,
  inputClassName = '',
  ...input
}: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} tone={tone} className={className}>
      {(a11y) => (
        <div className={trailing ? 'relative' : undefined}>
          <TextInput
            {...input}
            {...registration}
            {...a11y}
            className={`${trailing ? 'pr-12' : ''} ${inputClassName}`}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
