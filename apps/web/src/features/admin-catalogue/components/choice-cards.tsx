import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// Written whole for Tailwind to find them. Amber marks an allergen ticked; the sale unit takes the site's green.
const TONES = {
  primary: {
    card: 'flex-1 gap-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50',
    input: 'accent-primary-700',
  },
  amber: { card: 'gap-3 has-[:checked]:border-amber-700 has-[:checked]:bg-amber-50', input: 'accent-amber-700' },
} as const;

type Props = Pick<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Each choice's value and words. */
  options: readonly (readonly [string, ReactNode])[];
  registration: UseFormRegisterReturn;
  tone: keyof typeof TONES;
};

/** Radios or boxes of the article's form as whole cards (48 px): clicking anywhere on one chooses it. */
export function ChoiceCards({ type, options, registration, tone }: Props) {
  return options.map(([value, label]) => (
    <label
      key={value}
      className={`flex min-h-12 cursor-pointer items-center rounded-lg border border-gray-300 px-3 ${TONES[tone].card}`}
    >
      <input type={type} value={value} {...registration} className={`size-5 shrink-0 ${TONES[tone].input}`} />
      {label}
    </label>
  ));
}
