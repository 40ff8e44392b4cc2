import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { Hint } from './hint';
import { Label, type LabelTone } from './label';

/** What a control takes from its Field: its id and how it is described. */
export type FieldA11y = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The ids a field's aria-describedby lists: its hint, then its error when shown. */
export function describedBy(id: string, hint: unknown, error: string | undefined | null) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The attributes that tie a control to its label's field, its hint and its error. */
export function fieldA11y(id: string, hint: unknown, error: string | undefined | null): FieldA11y {
  const described = describedBy(id, hint, error);
  return {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

/** What a field shows around its control, and its id; the kit's fields take these props. */
export type FieldFrame = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined | null;
  optional?: boolean | undefined;
  tone?: LabelTone;
  className?: string | undefined;
};

/**
 * A label above its control, the hint and the error under it. `children` receives the attributes to put on
 * the control (id, aria-invalid, aria-describedby), so a field is accessible by construction.
 */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  tone = 'shop',
  className,
  children,
}: FieldFrame & { children: (a11y: FieldA11y) => ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={id} optional={optional} tone={tone} className="mb-1">
        {label}
      </Label>
      {children(fieldA11y(id, hint, error))}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
