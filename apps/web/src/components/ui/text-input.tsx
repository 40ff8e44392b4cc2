import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';

// md: the shop's 44 px fields; lg: the back office's 48 px; figures: 48 px with large tabular figures (hours,
// capacities) for a counter tablet.
const SIZES = {
  md: 'min-h-11 text-base placeholder:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-100',
  lg: 'min-h-12 text-base placeholder:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-100',
  figures:
    'min-h-12 text-lg tabular-nums focus:outline-none focus:ring-2 focus:ring-primary-700 disabled:bg-gray-100 disabled:text-gray-700',
} as const;

export type ControlSize = keyof typeof SIZES;

/** The classes of a text field or a select; its border says when it is invalid (with aria-invalid, never alone). */
export function controlClass(size: ControlSize = 'md', extra = '') {
  return `block w-full rounded-lg border border-gray-400 bg-white px-3 text-gray-900 focus:border-primary-700 aria-[invalid=true]:border-red-700 ${SIZES[size]} ${extra}`.trim();
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
};

/** A text input of the kit: give it the attributes its Field hands over. */
export function TextInput({ size = 'md', className = '', type = 'text', ...props }: InputProps) {
  return <input type={type} className={controlClass(size, className)} {...props} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  size?: ControlSize;
  ref?: Ref<HTMLSelectElement>;
};

/** A select of the kit, looking like the text inputs beside it. */
export function Select({ size = 'md', className = '', ...props }: SelectProps) {
  return <select className={controlClass(size, className)} {...props} />;
}
