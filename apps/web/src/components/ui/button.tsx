import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary:
    'justify-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500',
  secondary:
    'justify-center rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 disabled:cursor-wait disabled:text-gray-500',
  danger: 'justify-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:cursor-wait',
  'danger-secondary':
    'justify-center rounded-lg border border-red-800 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait',
  link: 'font-semibold text-primary-800 underline',
} as const;

// md: the shop's 44 px targets; lg: the back office's 48 px (gloves at the counter); xl: the one action of a card.
const SIZES = { md: 'min-h-11', lg: 'min-h-12', xl: 'min-h-12 text-lg' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button (or of a link that looks like one). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `inline-flex items-center ${SIZES[size]} ${VARIANTS[variant]} ${extra}`.trim();
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button of the kit; `type` says what it does (a submit is never implicit). */
export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
