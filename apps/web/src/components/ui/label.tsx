import type { ReactNode } from 'react';

/**
 * The label's looks: the shop's (44 px screens), the back office's settings (small, bold, above 48 px fields) and
 * the article form's (bold, as large as the field's text).
 */
export const labelClass = {
  shop: 'block font-medium text-gray-900',
  office: 'block text-sm font-semibold text-gray-800',
  bold: 'block font-semibold text-gray-900',
} as const;

export type LabelTone = keyof typeof labelClass;

/** A label above its field; « (facultatif) » beside it when the field may stay empty. */
export function Label({
  htmlFor,
  children,
  optional,
  tone = 'shop',
  className = '',
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean | undefined;
  tone?: LabelTone;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} className={`${labelClass[tone]} ${className}`.trim()}>
      {children}
      {optional && <span className="font-normal text-gray-700"> (facultatif)</span>}
    </label>
  );
}
