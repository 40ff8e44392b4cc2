import type { ComponentProps } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { ErrorSummary } from './error-summary';

type Props<T extends FieldValues> = Omit<ComponentProps<'form'>, 'noValidate'> & {
  /** The form of `useZodForm`: its errors are summed up at the top after a refused submit. */
  form: { control: Control<T, unknown, unknown> };
};

/**
 * A form of the house: the browser's own checks off (the contract's rules speak, in French), and the
 * summary of its errors first, so every form tells them the same way (issue 45).
 */
export function Form<T extends FieldValues>({ form, children, ...props }: Props<T>) {
  return (
    <form noValidate {...props}>
      <ErrorSummary control={form.control} />
      {children}
    </form>
  );
}
